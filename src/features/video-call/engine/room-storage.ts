// Spec §3: the room of the active call is kept in session storage (twilioRoom, twilioToken) so that a reload
// rejoins it; ending clears them. Session storage: the tab's own, gone with the tab.
import type { CallToken } from '../../../domain/video/call-machine.ts';
import { CALL_STORAGE_KEYS } from '../../../domain/video/video-constants.ts';
import type { RoomStorage } from './call-engine.ts';

export function createRoomStorage(storage: () => Storage | null): RoomStorage {
  const guarded = <T>(run: (store: Storage) => T, fallback: T): T => {
    try {
      const store = storage();
      return store ? run(store) : fallback;
    } catch {
      // Storage can be unavailable (privacy modes): the call works, only a reload does not rejoin.
      return fallback;
    }
  };
  return {
    save: (token: CallToken) =>
      guarded((store) => {
        store.setItem(CALL_STORAGE_KEYS.room, token.roomName);
        store.setItem(CALL_STORAGE_KEYS.token, token.token);
      }, undefined),
    storedRoom: () => guarded((store) => store.getItem(CALL_STORAGE_KEYS.room), null),
    clear: () =>
      guarded((store) => {
        store.removeItem(CALL_STORAGE_KEYS.room);
        store.removeItem(CALL_STORAGE_KEYS.token);
      }, undefined),
  };
}

export const sessionRoomStorage = createRoomStorage(() => (typeof sessionStorage === 'undefined' ? null : sessionStorage));
