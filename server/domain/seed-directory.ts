import { sql } from 'kysely';
import type { Db } from '../db/database';
import type {
  NewDoctor,
  NewDoctorSchedule,
  NewProvider,
  ProviderKind,
  Weekday,
} from '../db/schema';
import {
  cities,
  firstNames,
  jitter,
  knownHospitals,
  lastNames,
  medicalSchools,
  middleNames,
  prng,
  specialties,
  weekdayNames,
  type City,
  type Prng,
  type Specialty,
} from './discovery-data';

/**
 * The demo directory (issue 5): 60 hospitals, 40 labs, 60 pharmacies, 30 ambulance
 * services and 500 doctors with 1–4 weekly schedule entries each, across thirteen real
 * cities. Deterministic (a seeded PRNG and ids drawn from it), so every start and every
 * test sees the same directory. About nine doctors in ten are NMC-verified; the rest are
 * pending or rejected and never appear in public answers.
 */

export const DIRECTORY_COUNTS = { hospital: 60, lab: 40, pharmacy: 60, ambulance: 30 } as const;
export const DEMO_DOCTOR_COUNT = 500;
const DIRECTORY_SEED = 20_830_405;

/** Landline area codes, for believable phone numbers. */
const areaCode: Record<string, string> = {
  Kathmandu: '01',
  Lalitpur: '01',
  Bhaktapur: '01',
  Pokhara: '061',
  Biratnagar: '021',
  Birgunj: '051',
  Bharatpur: '056',
  Butwal: '071',
  Dharan: '025',
  Nepalgunj: '081',
  Dhangadhi: '091',
  Hetauda: '057',
  Janakpur: '041',
};

const streets = [
  'Main Road',
  'Hospital Road',
  'Chowk',
  'Marg',
  'Tole',
  'Bazaar',
  'Ring Road',
  'Line',
];

const cityByName = new Map(cities.map((c) => [c.name, c]));

/** A city drawn by weight. */
function weightedCity(rng: Prng): City {
  const total = cities.reduce((sum, c) => sum + c.weight, 0);
  let roll = rng.next() * total;
  for (const c of cities) {
    roll -= c.weight;
    if (roll < 0) return c;
  }
  return cities[0]!;
}

const landline = (rng: Prng, city: string) =>
  `${areaCode[city] ?? '01'}-${rng.int(4, 5)}${String(rng.int(0, 999_999)).padStart(6, '0')}`;
const mobile = (rng: Prng) => `98${rng.int(0, 6)}${String(rng.int(0, 9_999_999)).padStart(7, '0')}`;
const rating1 = (rng: Prng, min: number) => Math.round((min + rng.next() * (5 - min)) * 10) / 10;
const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

type ProviderSeed = NewProvider & { id: string; departments: string[] };

function provider(
  rng: Prng,
  type: ProviderKind,
  name: string,
  nameNe: string | null,
  city: City,
  extraTerms = '',
): ProviderSeed {
  const point = jitter(rng, city.lat, city.lng, type === 'ambulance' ? 3 : 5);
  return {
    id: rng.uuid(),
    type,
    user_id: null,
    name,
    name_ne: nameNe,
    city: city.name,
    address: `${rng.pick(streets) === 'Chowk' ? `${rng.pick(lastNames)} Chowk` : `${city.name} ${rng.pick(streets)}`}, ${city.name}`,
    lat: point.lat,
    lng: point.lng,
    phone: type === 'ambulance' ? mobile(rng) : landline(rng, city.name),
    email: `info@${slug(name)}.com.np`,
    rating: rating1(rng, 3.2),
    departments: [],
    search_terms: `${city.ne} ${extraTerms}`.trim(),
  };
}

/** Hospitals: the real ones first, then community hospitals so every city has some. */
function buildHospitals(rng: Prng, count: number): ProviderSeed[] {
  const rows = knownHospitals
    .slice(0, count)
    .map((h) =>
      provider(rng, 'hospital', h.name, h.ne, cityByName.get(h.city)!, 'hospital अस्पताल'),
    );
  const kinds = [
    ['City Hospital', 'सिटी अस्पताल'],
    ['Community Hospital', 'सामुदायिक अस्पताल'],
    ['Eye Hospital', 'आँखा अस्पताल'],
    ['Maternity and Child Hospital', 'प्रसूति तथा बाल अस्पताल'],
  ] as const;
  for (let i = 0; rows.length < count; i += 1) {
    const city = cities[i % cities.length]!;
    const [en, ne] = kinds[Math.floor(i / cities.length) % kinds.length]!;
    rows.push(
      provider(rng, 'hospital', `${city.name} ${en}`, `${city.ne} ${ne}`, city, 'hospital'),
    );
  }
  // Departments every hospital has; the doctors' schedules add their own below.
  for (const h of rows) h.departments = ['General Medicine', 'Emergency'];
  return rows;
}

function buildOthers(rng: Prng, type: Exclude<ProviderKind, 'hospital'>, count: number) {
  const names: Record<typeof type, [string, string][]> = {
    lab: [
      ['{city} Diagnostic Lab', '{ne} डायग्नोस्टिक ल्याब'],
      ['Samyak Diagnostic {city}', 'सम्यक डायग्नोस्टिक {ne}'],
      ['{city} Pathology Centre', '{ne} प्याथोलोजी केन्द्र'],
      ['Himalayan Path Lab {city}', 'हिमालयन प्याथ ल्याब {ne}'],
    ],
    pharmacy: [
      ['Sajha Pharmacy {city}', 'साझा फार्मेसी {ne}'],
      ['{city} Medical Hall', '{ne} मेडिकल हल'],
      ['Shree Pashupati Pharmacy {city}', 'श्री पशुपति फार्मेसी {ne}'],
      ['Everest Aushadhi Pasal {city}', 'एभरेस्ट औषधि पसल {ne}'],
      ['Life Care Pharmacy {city}', 'लाइफ केयर फार्मेसी {ne}'],
    ],
    ambulance: [
      ['Nepal Red Cross Ambulance {city}', 'नेपाल रेडक्रस एम्बुलेन्स {ne}'],
      ['{city} Municipality Ambulance', '{ne} नगरपालिका एम्बुलेन्स'],
      ['Bishwa Ambulance Service {city}', 'विश्व एम्बुलेन्स सेवा {ne}'],
    ],
  };
  const terms = {
    lab: 'lab laboratory ल्याब',
    pharmacy: 'pharmacy medical फार्मेसी',
    ambulance: 'ambulance एम्बुलेन्स',
  };
  const rows: ProviderSeed[] = [];
  for (let i = 0; i < count; i += 1) {
    // Every city first, then more where more people live.
    const city = i < cities.length ? cities[i]! : weightedCity(rng);
    const [en, ne] = names[type][Math.floor(i / cities.length) % names[type].length]!;
    let name = en.replace('{city}', city.name);
    let nameNe = ne.replace('{ne}', city.ne);
    // Names stay unique even when a pattern comes round again for the same city.
    if (rows.some((r) => r.name === name)) {
      name = `${name} ${rows.filter((r) => r.name.startsWith(name)).length + 1}`;
      nameNe = `${nameNe} ${rows.filter((r) => r.name_ne?.startsWith(nameNe)).length + 1}`;
    }
    rows.push(provider(rng, type, name, nameNe, city, terms[type]));
  }
  // The demo accounts' names (seed.ts) exist as providers too.
  if (type === 'lab' && rows[0]) {
    rows[0].name = 'Kathmandu Diagnostic Lab';
  }
  if (type === 'pharmacy' && rows[0]) {
    rows[0].name = 'Sajha Pharmacy';
    rows[0].name_ne = 'साझा फार्मेसी';
  }
  if (type === 'ambulance' && rows[0]) {
    rows[0].name = 'Nepal Ambulance Service';
    rows[0].name_ne = 'नेपाल एम्बुलेन्स सेवा';
  }
  return rows;
}

export type Directory = {
  providers: ProviderSeed[];
  doctors: (NewDoctor & { id: string })[];
  schedules: NewDoctorSchedule[];
};

const clock = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

export type DoctorOptions = {
  count: number;
  /** Hospitals by city name; schedules pick from the doctor's own city. */
  hospitalsByCity: Map<string, { id: string; name: string; departments?: string[] }[]>;
  /** First NMC number; numbers count up from here. */
  nmcStart: number;
  /** The first doctors cover every city × specialty twice, the first round all verified. */
  coverage?: boolean;
};

/** Doctors with their schedules (1–4 entries at hospitals of their city, distinct days). */
export function buildDoctors(rng: Prng, options: DoctorOptions) {
  const doctors: Directory['doctors'] = [];
  const schedules: NewDoctorSchedule[] = [];
  // Two rounds over every city × specialty (the first all verified), then by weight.
  const round = cities.length * specialties.length;
  const covered = options.coverage ? 2 * round : 0;
  for (let i = 0; i < options.count; i += 1) {
    let city: City;
    let spec: Specialty;
    if (i < covered) {
      city = cities[i % cities.length]!;
      spec = specialties[Math.floor(i / cities.length) % specialties.length]!;
    } else {
      city = weightedCity(rng);
      // General physicians are the most common; the rest evenly.
      spec = rng.next() < 0.25 ? specialties[0]! : rng.pick(specialties);
    }
    const gender = rng.next() < 0.45 ? 'female' : 'male';
    const first = rng.pick(firstNames[gender]);
    const middle = rng.next() < 0.3 ? rng.pick(middleNames[gender]) : null;
    const last = rng.pick(lastNames);
    const fullName = `Dr. ${[first, middle, last].filter(Boolean).join(' ')}`;
    const years = rng.int(2, 35);
    const gradYear = 2025 - years - rng.int(1, 4);
    const school = rng.pick(medicalSchools);
    const hospitals = options.hospitalsByCity.get(city.name) ?? [];
    const home = hospitals.length > 0 ? rng.pick(hospitals) : null;
    const point = jitter(rng, city.lat, city.lng, 6);
    let status: 'verified' | 'pending' | 'rejected' = 'verified';
    let nmcVerified = true;
    if (i >= round || !options.coverage) {
      const roll = rng.next();
      if (roll < 0.1) [status, nmcVerified] = ['pending', false];
      else if (roll < 0.13) [status, nmcVerified] = ['pending', true];
      else if (roll < 0.15) [status, nmcVerified] = ['rejected', false];
    }
    const ratingCount = rng.int(0, 320);
    const id = rng.uuid();
    const degree = spec.title === 'Dentist' ? 'BDS' : 'MBBS';
    doctors.push({
      id,
      user_id: null,
      full_name: fullName,
      first_name: first,
      last_name: last,
      // Stored by field, as the contract's `specialties` and the filters name them.
      specialization: spec.field,
      qualification:
        spec.title === 'General Physician' && rng.next() < 0.4
          ? degree
          : `${degree}, ${spec.degree}`,
      experience_years: years,
      about: `${fullName} is a ${spec.title.toLowerCase()} in ${city.name} with ${years} years of experience, consulting in Nepali and English. ${rng.pick(['Known for patient, clear explanations.', 'Special interest in preventive care.', 'Works closely with families on long-term care.', 'Regularly runs free health camps in rural districts.'])}`,
      education: JSON.stringify([
        { degree, institution: school, year: String(gradYear) },
        ...(spec.title === 'General Physician' && rng.next() < 0.4
          ? []
          : [
              {
                degree: spec.degree,
                institution: rng.pick(medicalSchools),
                year: String(gradYear + rng.int(3, 6)),
              },
            ]),
      ]),
      experience: JSON.stringify([
        {
          position: `Consultant ${spec.title}`,
          hospital: home?.name ?? `${city.name} Clinic`,
          duration: `${2025 - Math.min(years, rng.int(1, 10))} – present`,
        },
        {
          position: 'Medical Officer',
          hospital: rng.pick(knownHospitals).name,
          duration: `${gradYear + 1} – ${gradYear + rng.int(2, 4)}`,
        },
      ]),
      contact_phone: mobile(rng),
      contact_email: `${slug(first)}.${slug(last)}.${options.nmcStart + i}@doctors.ujyalo.np`,
      clinic_name: home?.name ?? null,
      city: city.name,
      address: `${city.name} ${rng.pick(streets)}, ${city.name}`,
      lat: point.lat,
      lng: point.lng,
      languages: ['Nepali', 'English', ...(rng.next() < 0.5 ? [rng.pick(city.languages)] : [])],
      photo_url: null,
      nmc_number: String(options.nmcStart + i),
      nmc_verified: nmcVerified,
      verification_status: status,
      rating_avg: ratingCount === 0 ? 0 : rating1(rng, 3),
      rating_count: ratingCount,
    });
    if (hospitals.length === 0) continue;
    const days = [...weekdayNames].sort(() => rng.next() - 0.5).slice(0, rng.int(1, 4));
    const fee = rng.int(5, 25) * 100;
    for (const day of days.sort((a, b) => weekdayNames.indexOf(a) - weekdayNames.indexOf(b))) {
      const hospital = rng.next() < 0.6 && home ? home : rng.pick(hospitals);
      const start = rng.int(7, 16) * 60 + (rng.next() < 0.5 ? 0 : 30);
      const end = Math.min(start + rng.int(2, 4) * 60, 21 * 60);
      schedules.push({
        doctor_id: id,
        hospital_id: hospital.id,
        day: day as Weekday,
        start_time: clock(start),
        end_time: clock(end),
        consultation_fee: hospital === home ? fee : fee + 200,
        department: spec.field,
      });
      if (hospital.departments && !hospital.departments.includes(spec.field))
        hospital.departments.push(spec.field);
    }
  }
  return { doctors, schedules };
}

export function hospitalsByCity(
  rows: { id: string; name: string; city: string; departments?: string[] }[],
) {
  const map = new Map<string, { id: string; name: string; departments?: string[] }[]>();
  for (const h of rows) map.set(h.city, [...(map.get(h.city) ?? []), h]);
  return map;
}

/** The whole demo directory, the same every time. */
export function buildDirectory(doctorCount = DEMO_DOCTOR_COUNT): Directory {
  const rng = prng(DIRECTORY_SEED);
  const hospitals = buildHospitals(rng, DIRECTORY_COUNTS.hospital);
  const providers = [
    ...hospitals,
    ...buildOthers(rng, 'lab', DIRECTORY_COUNTS.lab),
    ...buildOthers(rng, 'pharmacy', DIRECTORY_COUNTS.pharmacy),
    ...buildOthers(rng, 'ambulance', DIRECTORY_COUNTS.ambulance),
  ];
  const { doctors, schedules } = buildDoctors(rng, {
    count: doctorCount,
    hospitalsByCity: hospitalsByCity(hospitals),
    nmcStart: 10_001,
    coverage: true,
  });
  return { providers, doctors, schedules };
}

/** Multi-row inserts in chunks (PostgreSQL allows 65,535 parameters a statement). */
export async function insertChunked<T extends 'providers' | 'doctors' | 'doctor_schedules'>(
  db: Db,
  table: T,
  rows: readonly object[],
  size = 1000,
) {
  for (let i = 0; i < rows.length; i += size) {
    // The rows are built for this table; Kysely's overloads cannot follow the generic.
    await db
      .insertInto(table)
      .values(rows.slice(i, i + size) as never)
      .execute();
  }
}

/** The demo doctor account's public profile (seed.ts has its weekly schedule). */
export const DEMO_DOCTOR_ID = '5e1d0c7a-0000-4000-8000-00000000d0c7';

/**
 * Seeds the directory once (a second run finds the first doctor and does nothing), and
 * links the demo doctor account to a verified doctor row in Kathmandu. Returns the
 * number of doctors inserted.
 */
export async function seedDirectory(db: Db): Promise<number> {
  const directory = buildDirectory();
  const marker = directory.doctors[0]!.id;
  const present = await db
    .selectFrom('doctors')
    .select('id')
    .where('id', 'in', [marker, DEMO_DOCTOR_ID])
    .execute();
  let inserted = 0;
  await db.transaction().execute(async (trx) => {
    if (!present.some((r) => r.id === marker)) {
      await insertChunked(
        trx,
        'providers',
        directory.providers.map((p) => ({ ...p, departments: JSON.stringify(p.departments) })),
      );
      await insertChunked(trx, 'doctors', directory.doctors);
      await insertChunked(trx, 'doctor_schedules', directory.schedules, 2000);
      inserted += directory.doctors.length;
    }
    if (!present.some((r) => r.id === DEMO_DOCTOR_ID)) {
      inserted += await seedDemoDoctor(trx, directory);
    }
  });
  return inserted;
}

async function seedDemoDoctor(db: Db, directory: Directory): Promise<number> {
  const user = await db
    .selectFrom('users')
    .select(['id', 'phone'])
    .where('email', '=', 'doctor@demo.np')
    .executeTakeFirst();
  if (!user) return 0;
  const hospital = (name: string) => directory.providers.find((p) => p.name === name)!.id;
  const bir = hospital('Bir Hospital');
  const norvic = hospital('Norvic International Hospital');
  await db
    .insertInto('doctors')
    .values({
      id: DEMO_DOCTOR_ID,
      user_id: user.id,
      full_name: 'Dr. Aarati Joshi',
      first_name: 'Aarati',
      last_name: 'Joshi',
      specialization: 'Cardiology',
      qualification: 'MBBS, MD (Internal Medicine), DM (Cardiology)',
      experience_years: 12,
      about:
        'Dr. Aarati Joshi is a cardiologist in Kathmandu with 12 years of experience in heart failure, hypertension and preventive cardiology. She consults in Nepali and English.',
      education: JSON.stringify([
        {
          degree: 'MBBS',
          institution: 'Institute of Medicine, Tribhuvan University',
          year: '2008',
        },
        {
          degree: 'MD (Internal Medicine)',
          institution: 'B.P. Koirala Institute of Health Sciences',
          year: '2012',
        },
        {
          degree: 'DM (Cardiology)',
          institution: 'Shahid Gangalal National Heart Centre',
          year: '2015',
        },
      ]),
      experience: JSON.stringify([
        {
          position: 'Consultant Cardiologist',
          hospital: 'Norvic International Hospital',
          duration: '2019 – present',
        },
        { position: 'Cardiologist', hospital: 'Bir Hospital', duration: '2015 – present' },
      ]),
      contact_phone: user.phone,
      contact_email: 'doctor@demo.np',
      clinic_name: 'Bir Hospital',
      city: 'Kathmandu',
      address: 'Mahaboudha, Kathmandu',
      lat: 27.7049,
      lng: 85.3134,
      languages: ['Nepali', 'English', 'Hindi'],
      photo_url: null,
      nmc_number: 'NMC-12345',
      nmc_verified: true,
      verification_status: 'verified',
      rating_avg: 4.8,
      rating_count: 126,
    })
    .onConflict((oc) => oc.doNothing())
    .execute();
  const entry = (day: Weekday, start: string, end: string, fee: number, hospitalId: string) => ({
    doctor_id: DEMO_DOCTOR_ID,
    hospital_id: hospitalId,
    day,
    start_time: start,
    end_time: end,
    consultation_fee: fee,
    department: 'Cardiology',
  });
  await db
    .insertInto('doctor_schedules')
    .values([
      entry('Sunday', '09:00', '13:00', 800, bir),
      entry('Tuesday', '09:00', '13:00', 800, bir),
      entry('Wednesday', '14:00', '18:00', 1000, norvic),
      entry('Friday', '14:00', '18:00', 1000, norvic),
    ])
    .execute();
  await sql`update providers set departments = departments || '["Cardiology"]'::jsonb
    where id in (${bir}, ${norvic}) and not departments ? 'Cardiology'`.execute(db);
  return 1;
}
