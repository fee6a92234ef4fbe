import { refusal } from '@cadeau/service-kit/errors';
import { foundOrganization, planEdit, planFeatures, planStatus } from './organization-changes';
import type { OrganizationStatus } from './organization-status';

// An organisation's changes as plans, without Postgres: what db/organization-changes.ts writes for each.

const organization = {
  name: 'Alpen AG',
  company_name: 'Alpen AG',
  vat_number: null,
  street: 'Bahnhofstrasse',
  house_number: '1',
  zip: '8001',
  city: 'Zürich',
  country: 'ch',
  iban: null,
  uid: null,
  status: 'approved' as OrganizationStatus,
  features: ['giver'],
};
const notFound = { status: 404, key: 'error.organization.notFound' };

describe('foundOrganization', () => {
  it('passes an organisation on and answers none with 404', () => {
    expect(foundOrganization(organization)).toBe(organization);
    expect(refusal(() => foundOrganization(undefined))).toEqual(notFound);
  });
});

describe('planFeatures', () => {
  it('changes the features when they differ, in their order, and not otherwise', () => {
    expect(planFeatures(organization, ['seller', 'giver', 'seller'])).toEqual({
      from: ['giver'],
      to: ['giver', 'seller'],
    });
    expect(planFeatures(organization, ['giver'])).toBeNull();
    expect(refusal(() => planFeatures(undefined, ['giver']))).toEqual(notFound);
  });
});

describe('planStatus', () => {
  it.each([
    ['pending', 'approved'],
    ['rejected', 'approved'],
    ['approved', 'blocked'],
    ['blocked', 'approved'],
  ] as const)('moves %s → %s with the reason', (from, to) => {
    expect(planStatus({ status: from }, { status: to, reason: 'Checked' })).toEqual({ from, to, reason: 'Checked' });
  });

  it.each([
    ['an unknown organisation', undefined, 'approved', notFound],
    ['approved → pending', { status: 'approved' }, 'pending', { status: 409, key: 'error.organization.invalidStatus' }],
    ['blocked → blocked', { status: 'blocked' }, 'blocked', { status: 409, key: 'error.organization.invalidStatus' }],
  ] as const)('refuses %s', (_, stored, to, refused) => {
    expect(refusal(() => planStatus(stored, { status: to, reason: 'x' }))).toEqual(refused);
  });
});

describe('planEdit', () => {
  it('changes the name when no other organisation has it, and whatever else changes', () => {
    expect(planEdit(organization, { name: 'Berg AG', vatNumber: 'CHE-123.456.789 MWST' }, false)).toEqual({
      name: { from: 'Alpen AG', to: 'Berg AG' },
      vat_number: { from: null, to: 'CHE-123.456.789 MWST' },
    });
  });

  it('lets a taken name be when the name does not change', () => {
    expect(planEdit(organization, { name: 'Alpen AG' }, true)).toEqual({});
  });

  it.each([
    ['an unknown organisation', undefined, { name: 'Berg AG' }, false, notFound],
    [
      "another organisation's name",
      organization,
      { name: 'Berg AG' },
      true,
      { status: 409, key: 'error.organization.alreadyExists' },
    ],
    [
      'an invalid IBAN',
      organization,
      { iban: 'CH00 1234' },
      false,
      { status: 400, key: 'error.invoiceAddress.invalidIban' },
    ],
  ] as const)('refuses %s', (_, stored, edit, taken, refused) => {
    expect(refusal(() => planEdit(stored, edit, taken))).toEqual(refused);
  });
});
