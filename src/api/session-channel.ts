/**
 * The browser's tabs tell each other that the session ended: a sign-out in one tab signs out every
 * tab of this browser at once (they share the stored token, which is gone). One channel per tab,
 * so a tab never hears its own message. Without BroadcastChannel (old browsers), nothing is told;
 * each tab then finds out at its next request.
 */
export const SESSION_CHANNEL = 'session';
export type SessionChannelMessage = { type: 'signedOut' };

let channel: BroadcastChannel | null | undefined;
function channelOf(): BroadcastChannel | null {
  channel ??= typeof BroadcastChannel === 'function' ? new BroadcastChannel(SESSION_CHANNEL) : null;
  return channel;
}

export const sessionChannel = {
  /** Tells the other tabs that this one signed out. */
  announceSignOut(): void {
    channelOf()?.postMessage({ type: 'signedOut' } satisfies SessionChannelMessage);
  },
  /** Calls `listener` when another tab signs out; answers the function that stops listening. */
  onSignOutElsewhere(listener: () => void): () => void {
    const target = channelOf();
    if (!target) return () => undefined;
    const handle = (event: MessageEvent<SessionChannelMessage>) => {
      if (event.data?.type === 'signedOut') listener();
    };
    target.addEventListener('message', handle);
    return () => target.removeEventListener('message', handle);
  },
};
