// The pre-call connection check: the API answers, and WebRTC can gather at least one ICE candidate (what the
// p2p call needs first; a TURN-only network would still need the call's ICE servers).
export type ConnectionResult = { api: boolean; media: boolean };

const ICE_TIMEOUT_MS = 5000;

async function apiReachable(): Promise<boolean> {
  try {
    const response = await fetch('/healthz', { cache: 'no-store' });
    return response.ok;
  } catch {
    return false;
  }
}

async function gathersIceCandidate(): Promise<boolean> {
  if (typeof RTCPeerConnection === 'undefined') return false;
  const connection = new RTCPeerConnection();
  try {
    const found = new Promise<boolean>((resolve) => {
      const timer = window.setTimeout(() => resolve(false), ICE_TIMEOUT_MS);
      connection.addEventListener('icecandidate', (event) => {
        if (!event.candidate) return;
        window.clearTimeout(timer);
        resolve(true);
      });
    });
    connection.createDataChannel('check');
    await connection.setLocalDescription(await connection.createOffer());
    return await found;
  } catch {
    return false;
  } finally {
    connection.close();
  }
}

export async function checkConnection(): Promise<ConnectionResult> {
  const [api, media] = await Promise.all([apiReachable(), gathersIceCandidate()]);
  return { api, media };
}
