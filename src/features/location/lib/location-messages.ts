// The translated messages of the location screens (spec §8 "Location" and the no-service message).
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { GeoFailure } from './geolocation.ts';

export const geoFailureMessages = {
  denied: msg`Location access was denied. Allow location access for this site in your browser settings, or enter your state below.`,
  unavailable: msg`Your location is unavailable right now. Please try again, or enter your state below.`,
  timeout: msg`Finding your location took too long. Please try again, or enter your state below.`,
  unsupported: msg`Your browser does not support geolocation. Please enter your state below.`,
} as const satisfies Record<GeoFailure, MessageDescriptor>;

export const notServicedMessage = msg`This area is not serviced by any business. Please try a different location.`;
