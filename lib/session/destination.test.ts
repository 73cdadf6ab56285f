import { describe, expect, it } from 'vitest';
import { destinationFor } from './destination';

describe('destination after sign-in', () => {
  it.each([
    ['admin', '/portal/admin'],
    ['doctor', '/portal/doctor?tab=dashboard'],
    ['hospital', '/portal/hospital'],
    ['lab', '/portal/lab'],
    ['pharmacy', '/portal/pharmacy'],
    ['ambulance', '/portal/ambulance'],
    ['patient', '/portal/user?tab=dashboard'],
    ['public', '/portal/user?tab=dashboard'],
    ['superhero', '/portal/user?tab=dashboard'],
    [undefined, '/portal/user?tab=dashboard'],
  ])('%s goes to %s', (role, expected) => {
    expect(destinationFor(role)).toBe(expected);
  });

  it('follows a same-site redirect parameter', () => {
    expect(destinationFor('doctor', '/portal/user?tab=appointments#next')).toBe(
      '/portal/user?tab=appointments#next',
    );
  });

  it.each([
    '//evil.com',
    '//evil.com/portal',
    '/\\evil.com',
    '/\t/evil.com',
    'https://evil.com',
    'javascript:alert(1)',
    'portal/admin',
    '',
    null,
  ])('ignores the unsafe redirect %j', (redirect) => {
    expect(destinationFor('admin', redirect)).toBe('/portal/admin');
  });
});
