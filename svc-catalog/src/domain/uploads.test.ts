import type { UserContext } from '@cadeau/contracts';
import { limitOf, uploadKindOf, uploadLimitsOf, uploadOrganizationOf } from './uploads';

const user = (fields: Partial<UserContext>): UserContext => ({
  userId: '00000000-0000-4000-8000-000000000001',
  sessionId: '00000000-0000-4000-8000-000000000002',
  roles: [],
  organizations: [],
  currentOrganizationId: null,
  impersonatorId: null,
  language: 'en',
  iat: 0,
  ...fields,
});
const ORG = '00000000-0000-4000-8000-0000000000aa';

describe('uploadKindOf', () => {
  it('takes the supported images and videos', () => {
    for (const mime of ['image/jpeg', 'image/png', 'image/webp', 'image/avif'])
      expect(uploadKindOf(mime)).toBe('image');
    for (const mime of ['video/mp4', 'video/webm', 'video/quicktime']) expect(uploadKindOf(mime)).toBe('video');
  });

  it('refuses everything else, unknown included, with 415 unsupportedType', () => {
    for (const mime of [undefined, 'image/svg+xml', 'image/heic', 'image/gif', 'application/pdf', 'text/plain'])
      expect(() => uploadKindOf(mime)).toThrow(
        expect.objectContaining({ status: 415, key: 'error.upload.unsupportedType' }),
      );
  });
});

describe('uploadLimitsOf', () => {
  it('reads the settings in MiB, with the defaults for missing or unusable values', () => {
    expect(uploadLimitsOf({ 'Product.MaxImageSize': 2, 'Campaign.MaxVideoSize': 50 })).toEqual({
      imageBytes: 2 * 1024 * 1024,
      videoBytes: 50 * 1024 * 1024,
    });
    const defaults = uploadLimitsOf({ 'Product.MaxImageSize': 'x', 'Campaign.MaxVideoSize': -1 });
    expect(defaults).toEqual({ imageBytes: 10 * 1024 * 1024, videoBytes: 200 * 1024 * 1024 });
    expect(limitOf('image', defaults)).toBe(defaults.imageBytes);
    expect(limitOf('video', defaults)).toBe(defaults.videoBytes);
  });
});

describe('uploadOrganizationOf', () => {
  it('is the current organisation of a seller or giver member', () => {
    for (const features of [['seller'], ['giver']])
      expect(
        uploadOrganizationOf(
          user({ currentOrganizationId: ORG, organizations: [{ id: ORG, roles: ['user'], features }] }),
        ),
      ).toBe(ORG);
  });

  it('lets a platform administrator upload for the organisation he acts in', () => {
    expect(uploadOrganizationOf(user({ roles: ['platformAdmin'], currentOrganizationId: ORG }))).toBe(ORG);
  });

  it('refuses without a current organisation, and for one that neither sells nor gives', () => {
    expect(() => uploadOrganizationOf(user({}))).toThrow(
      expect.objectContaining({ status: 400, key: 'error.organization.noneSelected' }),
    );
    expect(() =>
      uploadOrganizationOf(
        user({ currentOrganizationId: ORG, organizations: [{ id: ORG, roles: ['admin'], features: [] }] }),
      ),
    ).toThrow(expect.objectContaining({ status: 403, key: 'error.upload.notAllowed' }));
  });
});
