import { describe, expect, it } from 'vitest';
import { profileTabFromParam } from './profile-tabs';

describe('profileTabFromParam', () => {
  it('opens the general tab without a segment and refuses unknown ones', () => {
    expect(profileTabFromParam(undefined)).toBe('general');
    expect(profileTabFromParam('billing')).toBe('billing');
    expect(profileTabFromParam('events')).toBe('events');
    expect(profileTabFromParam('Billing')).toBeNull();
    expect(profileTabFromParam('admin')).toBeNull();
  });
});
