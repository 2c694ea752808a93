/**
 * The status of a GET, with the body let go at once. A test that only looks at the status must not
 * leave the body unread: the server keeps streaming a video to a client that never reads it, and
 * closing the server then waits for that response (a clean-clone CI run hung a minute on it).
 */
export async function statusOf(url: string, init?: RequestInit): Promise<number> {
  const res = await fetch(url, init);
  await res.body?.cancel();
  return res.status;
}
