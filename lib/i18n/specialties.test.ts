import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { specialties } from '@contract/discovery';
import { specialtyLabel, specialtyMessages } from './specialties';

const nepali = createIntl({
  locale: 'ne',
  messages: {
    [specialtyMessages.Cardiology.id]: 'मुटु रोग (कार्डियोलोजी)',
    [specialtyMessages.Pediatrics.id]: 'बाल रोग',
  },
});
const english = createIntl({ locale: 'en', messages: {} });

describe('specialtyLabel', () => {
  it('has a label for every specialty the server stores', () => {
    expect(Object.keys(specialtyMessages).sort()).toEqual([...specialties].sort());
  });

  it('shows a stored specialty in the reader’s language', () => {
    expect(specialtyLabel(nepali, 'Cardiology')).toBe('मुटु रोग (कार्डियोलोजी)');
    expect(specialtyLabel(nepali, 'Pediatrics')).toBe('बाल रोग');
    expect(specialtyLabel(english, 'Pediatrics')).toBe('Paediatrics');
    expect(specialtyLabel(english, 'ENT')).toBe('Ear, Nose and Throat (ENT)');
  });

  it('shows a value it does not know as stored', () => {
    expect(specialtyLabel(nepali, 'Sports Medicine')).toBe('Sports Medicine');
    expect(specialtyLabel(nepali, 'cardiology')).toBe('cardiology');
    expect(specialtyLabel(english, 'constructor')).toBe('constructor');
    expect(specialtyLabel(english, '')).toBe('');
  });
});
