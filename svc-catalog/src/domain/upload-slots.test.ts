import { DomainError } from '@cadeau/service-kit/errors';
import { UploadSlots, UPLOADS_PER_ORGANIZATION } from './upload-slots';

const refusalOf = (take: () => unknown) => {
  try {
    take();
    return null;
  } catch (err) {
    const e = err as DomainError;
    return { status: e.status, key: e.key, params: e.params };
  }
};

describe('uploads of one organisation at once', () => {
  it('is six per organisation, as a browser sends to one host at a time', () => {
    expect(UPLOADS_PER_ORGANIZATION).toBe(6);
  });

  it('refuses the one over the limit with 429 naming the limit, while another organisation still uploads', () => {
    const slots = new UploadSlots(2);
    const first = slots.take('a');
    slots.take('a');
    expect(refusalOf(() => slots.take('a'))).toEqual({
      status: 429,
      key: 'error.upload.tooManyAtOnce',
      params: { limit: 2 },
    });
    expect(refusalOf(() => slots.take('b'))).toBeNull();
    // A finished upload frees its slot once, however often it is released.
    first();
    first();
    expect(slots.underWay('a')).toBe(1);
    expect(refusalOf(() => slots.take('a'))).toBeNull();
    expect(refusalOf(() => slots.take('a'))).not.toBeNull();
  });

  it('forgets an organisation with nothing under way', () => {
    const slots = new UploadSlots(1);
    slots.take('a')();
    expect(slots.underWay('a')).toBe(0);
    expect((slots as unknown as { running: Map<string, number> }).running.size).toBe(0);
  });
});
