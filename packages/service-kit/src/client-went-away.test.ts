import { clientWentAway } from './service';

const withCode = (code: string | undefined, message = 'x') => Object.assign(new Error(message), { code });

describe('clientWentAway', () => {
  it('recognises a client that closed the connection mid-answer', () => {
    expect(clientWentAway(withCode('ERR_STREAM_PREMATURE_CLOSE', 'Premature close'))).toBe(true);
    expect(clientWentAway(withCode('ECONNRESET'))).toBe(true);
    expect(clientWentAway(withCode('EPIPE'))).toBe(true);
    expect(clientWentAway(withCode(undefined, 'Premature close'))).toBe(true);
  });

  it('leaves every other error an error', () => {
    expect(clientWentAway(withCode(undefined, 'relation "x" does not exist'))).toBe(false);
    expect(clientWentAway(withCode('ENOENT'))).toBe(false);
  });
});
