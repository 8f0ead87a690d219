// Spec §8 "Video call (error toasts)": the engine names the cause with a VideoErrorKey; the words live here.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { videoErrorKey, type VideoErrorKey } from '../../../domain/video/video-errors.ts';

export const videoErrorMessages = {
  default: msg`Unable to connect to the video call. Please try again.`,
  unauthenticated: msg`You need to be logged in to join the video call. Please log in and try again.`,
  forbidden: msg`You don't have permission to join this video call. Please contact support if you believe this is an error.`,
  serverError: msg`Server error occurred. Please try again in a few moments.`,
  permissionDenied: msg`Camera and microphone access denied. Please allow permissions to join the video call.`,
  tokenExpired: msg`Your session has expired. Please refresh the page and log in again.`,
  unsupportedBrowser: msg`Your browser doesn't support video calls. Please use a modern browser like Chrome, Firefox, or Safari.`,
  invalidResponse: msg`Invalid response from server. Please try again.`,
  noDevices: msg`No camera or microphone was found. Please connect one and try again.`,
  deviceBusy: msg`Your camera or microphone is in use by another application. Please close it and try again.`,
  network: msg`Please check your internet connection and try again.`,
  flipFailed: msg`Failed to flip camera. Please try again.`,
  cameraFailed: msg`Could not access camera. Please check permissions and try again.`,
  endFailed: msg`Failed to properly end call on server.`,
} as const satisfies Record<VideoErrorKey, MessageDescriptor>;

/** The translated message for a failure's cause (a getUserMedia DOMException, a GraphQL error...). */
export function videoErrorMessage(cause: unknown): MessageDescriptor {
  return videoErrorMessages[videoErrorKey(cause)];
}
