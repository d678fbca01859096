import { beforeEach, describe, expect, it } from 'vitest';
import { localStore, sessionStore } from './storage.ts';

describe('typed storage', () => {
  beforeEach(() => {
    window.sessionStorage.clear();
    window.localStorage.clear();
  });

  it('stores strings under the spec key names', () => {
    sessionStore.set('insuranceFor', 'family');
    expect(window.sessionStorage.getItem('insuranceFor')).toBe('family');
    expect(sessionStore.get('insuranceFor')).toBe('family');
  });

  it('round-trips JSON and gives null for a corrupt value instead of throwing', () => {
    localStore.setJson('preQuoteDetails', { name: 'Asha', pincode: '411001' });
    expect(JSON.parse(window.localStorage.getItem('preQuoteDetails') ?? '')).toEqual({
      name: 'Asha',
      pincode: '411001',
    });
    expect(localStore.getJson('preQuoteDetails')).toEqual({ name: 'Asha', pincode: '411001' });
    window.localStorage.setItem('selectedMember', '{not json');
    expect(localStore.getJson('selectedMember')).toBeNull();
  });

  it('removes one key or clears an area without touching the other', () => {
    sessionStore.set('session_id', 'abc');
    localStore.set('preQuoteDetails', '{}');
    sessionStore.remove('session_id');
    expect(sessionStore.get('session_id')).toBeNull();
    localStore.clear();
    expect(window.localStorage.length).toBe(0);
  });
});
