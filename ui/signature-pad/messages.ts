import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  canvas: {
    id: 'ui.signaturePad.canvas',
    defaultMessage:
      'Signature drawing area. Draw with a finger, pen or mouse, or type your name below.',
  },
  clear: { id: 'ui.signaturePad.clear', defaultMessage: 'Clear signature' },
  typed: {
    id: 'ui.signaturePad.typed',
    defaultMessage: 'Type your full name as signature',
  },
  signed: { id: 'ui.signaturePad.signed', defaultMessage: 'Signature added' },
  empty: { id: 'ui.signaturePad.empty', defaultMessage: 'No signature yet' },
});
