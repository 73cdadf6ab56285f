import { describe, expect, it } from 'vitest';
import { missesRequired, validateDetails } from './validate-details';

const filled = { patientName: 'Sita Sharma', phone: '+9779841000001', reason: 'Chest pain' };

describe('validateDetails', () => {
  it('accepts a complete form', () => {
    expect(validateDetails(filled)).toEqual({});
    expect(validateDetails({ ...filled, phone: '01-4221119' })).toEqual({});
  });

  it('needs name, phone and reason; blanks count as missing', () => {
    const errors = validateDetails({ patientName: ' ', phone: '', reason: '\n' });
    expect(errors).toEqual({ patientName: 'required', phone: 'required', reason: 'required' });
    expect(missesRequired(errors)).toBe(true);
  });

  it('checks the phone number with the contract’s pattern', () => {
    for (const phone of ['98410', 'call me', '+977 98410000012345678901'])
      expect(validateDetails({ ...filled, phone })).toEqual({ phone: 'invalid' });
    expect(missesRequired({ phone: 'invalid' })).toBe(false);
  });
});
