import { describe, expect, it } from 'vitest';
import { suggestionsFor } from './not-found-suggestions';

describe('suggestionsFor', () => {
  it('suggests doctors and services for doctor paths', () => {
    expect(suggestionsFor('/doctor/abc/missing')).toEqual(['/find-doctors', '/services']);
    expect(suggestionsFor('/doctors-nearby')).toEqual(['/find-doctors', '/services']);
    expect(suggestionsFor('/Find-Doctor')).toEqual(['/find-doctors', '/services']);
  });

  it('suggests hospitals for hospital paths', () => {
    expect(suggestionsFor('/hospital/xyz/beds')).toEqual(['/find-hospitals']);
    expect(suggestionsFor('/hospitals-list')).toEqual(['/find-hospitals']);
  });

  it('suggests the pharmacy for pharmacy paths', () => {
    expect(suggestionsFor('/pharmacy/orders')).toEqual(['/pharmacy']);
    expect(suggestionsFor('/pharmacies')).toEqual(['/pharmacy']);
  });

  it('suggests services and doctors for any other path', () => {
    expect(suggestionsFor('/nowhere')).toEqual(['/services', '/find-doctors']);
    expect(suggestionsFor('/')).toEqual(['/services', '/find-doctors']);
  });
});
