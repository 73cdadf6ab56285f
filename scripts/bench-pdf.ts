/**
 * `npm run bench:pdf`, also at the end of `npm run bench:api`: the time to make one
 * prescription PDF (issue 15, ADR 0029), in English and in Nepali (Devanagari shaping),
 * after a warm-up: median and p95 of
 * BENCH_PDF_RUNS (default 40) in a row on one core, plus the first (cold) one.
 */
import { renderPrescriptionPdf, type RxDocument } from '../server/domain/rx-pdf';

const runs = Number(process.env.BENCH_PDF_RUNS ?? 40);

export const sampleRx = (lang: 'en' | 'ne'): RxDocument => ({
  lang,
  code: '7KQ4M2XD9PRA',
  verifyUrl: 'https://ujyalo.example/rx/7KQ4M2XD9PRA',
  doctor: { fullName: 'Dr. Aarati Joshi', nmcNumber: 'NMC-12345' },
  hospital: 'Bir Hospital, Kathmandu',
  patientName: 'Sita Sharma',
  issuedOn: '2026-11-20',
  validUntil: '2026-12-20',
  status: 'active',
  body: {
    diagnosis: 'Acute pharyngitis with fever (घाँटी दुख्ने र ज्वरो)',
    medications: [
      {
        name: 'Amoxicillin 500 mg',
        dosage: '1 capsule',
        frequency: '3 times a day',
        duration: '7 days',
        instructions: 'Finish the whole course',
        timing: 'after meals',
      },
      {
        name: 'Paracetamol 500 mg',
        dosage: '1 tablet',
        frequency: 'Every 6 hours',
        duration: '3 days',
        instructions: 'ज्वरो आएमा मात्र',
        timing: 'as needed',
      },
      {
        name: 'Cetirizine 10 mg',
        dosage: '1 tablet',
        frequency: 'Once a day',
        duration: '5 days',
        instructions: '',
        timing: 'bedtime',
      },
    ],
    tests: [
      { name: 'Complete blood count', instructions: 'Fasting not needed', urgency: 'routine' },
    ],
    advice: 'Drink warm water and rest. मनतातो पानी पिउनुहोस् र आराम गर्नुहोस्।',
    followUp: { required: true, date: '2026-11-27', notes: 'Sooner if the fever stays' },
    allergies: ['Penicillin'],
    vitalSigns: { temperature: '38.2 C', bloodPressure: '120/80', heartRate: '88' },
  },
});

const ms = (start: number) => performance.now() - start;
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

export async function benchPdf() {
  const results: Record<string, string> = {};
  for (const lang of ['en', 'ne'] as const) {
    const rx = sampleRx(lang);
    let start = performance.now();
    const first = await renderPrescriptionPdf(rx);
    const cold = ms(start);
    for (let i = 0; i < 3; i++) await renderPrescriptionPdf(rx);
    const times: number[] = [];
    for (let i = 0; i < runs; i++) {
      start = performance.now();
      await renderPrescriptionPdf(rx);
      times.push(ms(start));
    }
    times.sort((a, b) => a - b);
    results[lang] =
      `first ${cold.toFixed(0)} ms, median ${percentile(times, 50).toFixed(1)} ms, ` +
      `p95 ${percentile(times, 95).toFixed(1)} ms over ${runs}, ${(first.length / 1024).toFixed(1)} KB`;
  }
  return results;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const results = await benchPdf();
  console.log('\nPrescription PDF (one document, pdfkit + fontkit)');
  for (const [lang, line] of Object.entries(results)) console.log(`  ${lang}: ${line}`);
}
