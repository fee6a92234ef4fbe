/**
 * While this page swaps its session cookie (ending an impersonation: the gateway answers with the administrator's
 * resumed session), a request that left with the old cookie meets the ended session and gets 401. That is not
 * the end of the session: the page reloads as the administrator once the answer is in. svc-identity's
 * `session.ended` reaches the page's socket (and its `session:updated`) before the HTTP answer does, and the
 * refetch of the current user it triggers was such a request (seen in a fresh-clone e2e run: the administrator
 * landed on /login). So while a change is under way, a 401 neither forgets the user nor means anonymous.
 */
let changes = 0;

export function sessionChanging(): boolean {
  return changes > 0;
}

/** Runs `work` (the call that swaps the cookie) as a session change; after it, 401s mean what they say again. */
export async function whileSessionChanges<T>(work: () => Promise<T>): Promise<T> {
  changes++;
  try {
    return await work();
  } finally {
    changes--;
  }
}
