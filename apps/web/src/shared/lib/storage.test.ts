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

  // Issue 48: a second tab of the same browser starts with empty session storage, and must find the visitor's session.
  it('keeps the session for every tab of the browser, and the rest for the tab', () => {
    sessionStore.set('session_id', 'abc');
    sessionStore.setJson('session_data', { authentication_status: 'AUTHENTICATED' });
    sessionStore.set('journey_id', 'j-1');
    expect(window.sessionStorage.getItem('session_id')).toBe('abc');
    window.sessionStorage.clear(); // a second tab
    expect(sessionStore.get('session_id')).toBe('abc');
    expect(sessionStore.getJson('session_data')).toEqual({ authentication_status: 'AUTHENTICATED' });
    expect(sessionStore.get('journey_id')).toBeNull();
  });

  it('forgets the browser’s session on clear, and leaves what the local area keeps otherwise', () => {
    sessionStore.set('session_id', 'abc');
    localStore.set('preQuoteDetails', '{}');
    sessionStore.clear();
    expect(sessionStore.get('session_id')).toBeNull();
    expect(window.localStorage.getItem('session_id')).toBeNull();
    expect(localStore.get('preQuoteDetails')).toBe('{}');
  });
});
