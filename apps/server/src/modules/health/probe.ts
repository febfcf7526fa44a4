import type { ProbeAnswer } from '@clearline/domain/monitoring';

/**
 * One HTTP GET of a monitored endpoint: the status and how long it took, or why no answer came.
 * The probe never follows a redirect (a 3xx is an answer, judged against the expected status), sends no
 * credentials or cookies, and keeps nothing of the body: what a probe can tell is up/down and a
 * latency, never the content of what it reached (the SSRF stance: ARCHITECTURE.md, health module).
 */
export async function probeEndpoint(
  url: string,
  timeoutMs: number,
): Promise<{ answer: ProbeAnswer; latencyMs: number }> {
  const started = performance.now();
  const elapsed = () => Math.round((performance.now() - started) * 100) / 100;
  try {
    const response = await fetch(url, {
      method: 'GET',
      redirect: 'manual',
      credentials: 'omit',
      headers: { 'user-agent': 'Clearline-probe/1', accept: '*/*' },
      signal: AbortSignal.timeout(timeoutMs),
    });
    // Read nothing: cancel the body so the connection is freed at once.
    await response.body?.cancel().catch(() => undefined);
    return { answer: { status: response.status }, latencyMs: elapsed() };
  } catch (error) {
    const name = error instanceof Error ? error.name : '';
    if (name === 'TimeoutError' || name === 'AbortError')
      return { answer: { error: `no answer within ${timeoutMs} ms` }, latencyMs: elapsed() };
    const cause = (error as { cause?: { code?: string } }).cause?.code;
    return {
      answer: { error: cause ? `connection failed (${cause})` : 'connection failed' },
      latencyMs: elapsed(),
    };
  }
}
