// The server names a session's room `session-{HCPSessionId}` (issue 6 contract); a reload finds the session
// again from the stored room name.
const PREFIX = 'session-';

export function roomNameOf(HCPSessionId: string): string {
  return `${PREFIX}${HCPSessionId}`;
}

/** The session id in a stored room name, or null when the value is not one of ours. */
export function sessionIdFromRoomName(roomName: string | null | undefined): string | null {
  if (!roomName?.startsWith(PREFIX)) return null;
  const id = roomName.slice(PREFIX.length).trim();
  return id.length > 0 ? id : null;
}
