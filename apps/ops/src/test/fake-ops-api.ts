import { vi } from 'vitest';

/** What the fake api answers one path with: its data, or a refusal with a msgCode. */
export type FakeAnswer = { data: unknown } | { refuse: string; status?: number };

export interface FakeCall {
  path: string;
  body: Record<string, unknown>;
  authorization: string | null;
}

/**
 * Stands in for the api's `/ops` calls at the network edge (fetch): each path answers in the
 * api's envelope, and every call is recorded with its body and bearer header.
 */
export function fakeOpsApi(
  answers: Record<string, FakeAnswer | ((body: Record<string, unknown>) => FakeAnswer)>,
) {
  const calls: FakeCall[] = [];
  const fetch = vi.fn(async (path: string, init: RequestInit) => {
    const body = JSON.parse(String(init.body)) as Record<string, unknown>;
    const headers = init.headers as Record<string, string>;
    calls.push({ path, body, authorization: headers.authorization ?? null });
    const entry = answers[path];
    const answer = typeof entry === 'function' ? entry(body) : entry;
    if (!answer)
      return Response.json(
        { success: false, msg: 'Not found', msgCode: 'not_found', data: null },
        { status: 404 },
      );
    if ('refuse' in answer) {
      return Response.json(
        { success: false, msg: 'refused', msgCode: answer.refuse, data: null },
        { status: answer.status ?? 400 },
      );
    }
    return Response.json({ success: true, msg: 'ok', msgCode: 'ok', data: answer.data });
  });
  vi.stubGlobal('fetch', fetch);
  return { calls, callsTo: (path: string) => calls.filter((call) => call.path === path) };
}
