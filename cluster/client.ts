// Calls the tests make against the cluster: through the balancer or one server directly.

/** Headers of a state-changing API call from the web client. */
export const WRITE = { 'x-client': 'web', 'content-type': 'application/json' } as const;
export const PASSWORD = 'whisper123';

let made = 0;

export function freshEmail(prefix: string): string {
  made += 1;
  return `${prefix}${Date.now()}${made}${Math.floor(Math.random() * 1000)}@example.com`;
}

export interface Answer {
  status: number;
  body: { result?: Record<string, unknown> & { error?: string } } | null;
}

/** One API call (path under /api/live) to `base`; the body parsed as JSON when it is. */
export async function api(
  base: string,
  route: string,
  init: { method?: string; token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const response = await fetch(`${base}/api/live${route}`, {
    method: init.method ?? 'GET',
    headers: { ...WRITE, ...(init.token ? { token: init.token } : {}), ...init.headers },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
    signal: AbortSignal.timeout(30_000),
  });
  const text = await response.text();
  let body: Answer['body'] = null;
  try {
    body = JSON.parse(text);
  } catch {}
  return { status: response.status, body };
}

/** A new e-mail member; returns its login and session token. */
export async function join(base: string, prefix: string): Promise<{ uid: string; token: string }> {
  const uid = freshEmail(prefix);
  const answer = await api(base, '/v1/user/auth/join', {
    method: 'POST',
    body: { uid, password: PASSWORD, provider: 'email', alarmCheck: 0, policyAccept: 1, privacyAccept: 1 },
  });
  if (answer.status !== 200) throw new Error(`join: ${answer.status} ${JSON.stringify(answer.body)}`);
  return { uid, token: String(answer.body!.result!.token) };
}

export function login(base: string, uid: string, password: string): Promise<Answer> {
  return api(base, '/v1/user/auth/login', { method: 'POST', body: { uid, password } });
}
