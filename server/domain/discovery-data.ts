/**
 * Reference data of the directory: real Nepali cities with their centres, the
 * specialties doctors list under (with the field a person may search by and the Nepali
 * form), and the well-known hospitals of each city. Used by the demo seed, the
 * benchmark generator and the specialty filter.
 */

export type City = {
  name: string;
  ne: string;
  lat: number;
  lng: number;
  /** Relative share of doctors and providers. */
  weight: number;
  /** Languages commonly spoken there besides Nepali and English. */
  languages: string[];
};

export const cities: City[] = [
  {
    name: 'Kathmandu',
    ne: 'काठमाडौं',
    lat: 27.7172,
    lng: 85.324,
    weight: 8,
    languages: ['Newari', 'Hindi'],
  },
  { name: 'Lalitpur', ne: 'ललितपुर', lat: 27.6644, lng: 85.3188, weight: 4, languages: ['Newari'] },
  { name: 'Bhaktapur', ne: 'भक्तपुर', lat: 27.671, lng: 85.4298, weight: 2, languages: ['Newari'] },
  {
    name: 'Pokhara',
    ne: 'पोखरा',
    lat: 28.2096,
    lng: 83.9856,
    weight: 4,
    languages: ['Gurung', 'Magar'],
  },
  {
    name: 'Biratnagar',
    ne: 'विराटनगर',
    lat: 26.4525,
    lng: 87.2718,
    weight: 3,
    languages: ['Maithili', 'Hindi'],
  },
  {
    name: 'Birgunj',
    ne: 'वीरगन्ज',
    lat: 27.0104,
    lng: 84.877,
    weight: 2,
    languages: ['Bhojpuri', 'Hindi'],
  },
  {
    name: 'Bharatpur',
    ne: 'भरतपुर',
    lat: 27.6833,
    lng: 84.4333,
    weight: 3,
    languages: ['Tharu', 'Hindi'],
  },
  {
    name: 'Butwal',
    ne: 'बुटवल',
    lat: 27.7006,
    lng: 83.4483,
    weight: 2,
    languages: ['Magar', 'Hindi'],
  },
  {
    name: 'Dharan',
    ne: 'धरान',
    lat: 26.8125,
    lng: 87.2836,
    weight: 2,
    languages: ['Limbu', 'Rai'],
  },
  {
    name: 'Nepalgunj',
    ne: 'नेपालगन्ज',
    lat: 28.05,
    lng: 81.6167,
    weight: 2,
    languages: ['Awadhi', 'Hindi'],
  },
  {
    name: 'Dhangadhi',
    ne: 'धनगढी',
    lat: 28.694,
    lng: 80.593,
    weight: 2,
    languages: ['Doteli', 'Tharu'],
  },
  { name: 'Hetauda', ne: 'हेटौंडा', lat: 27.4287, lng: 85.0322, weight: 1, languages: ['Tamang'] },
  {
    name: 'Janakpur',
    ne: 'जनकपुर',
    lat: 26.7288,
    lng: 85.9263,
    weight: 2,
    languages: ['Maithili', 'Hindi'],
  },
];

export type Specialty = {
  /** What the specialist is called, e.g. 'Cardiologist' (search words, not stored). */
  title: string;
  /** The field, stored as the doctor's specialization and used as a department: 'Cardiology'. */
  field: string;
  ne: string;
  degree: string;
};

export const specialties: Specialty[] = [
  {
    title: 'General Physician',
    field: 'General Medicine',
    ne: 'सामान्य चिकित्सक',
    degree: 'MD (Internal Medicine)',
  },
  { title: 'Cardiologist', field: 'Cardiology', ne: 'मुटु रोग विशेषज्ञ', degree: 'DM (Cardiology)' },
  {
    title: 'Dermatologist',
    field: 'Dermatology',
    ne: 'छाला रोग विशेषज्ञ',
    degree: 'MD (Dermatology)',
  },
  { title: 'Pediatrician', field: 'Pediatrics', ne: 'बाल रोग विशेषज्ञ', degree: 'MD (Pediatrics)' },
  {
    title: 'Orthopedic Surgeon',
    field: 'Orthopedics',
    ne: 'हाडजोर्नी विशेषज्ञ',
    degree: 'MS (Orthopedics)',
  },
  {
    title: 'Gynecologist',
    field: 'Gynecology',
    ne: 'स्त्री रोग विशेषज्ञ',
    degree: 'MD (Obstetrics & Gynecology)',
  },
  { title: 'Neurologist', field: 'Neurology', ne: 'स्नायु रोग विशेषज्ञ', degree: 'DM (Neurology)' },
  { title: 'ENT Specialist', field: 'ENT', ne: 'नाक कान घाँटी विशेषज्ञ', degree: 'MS (ENT)' },
  { title: 'Psychiatrist', field: 'Psychiatry', ne: 'मनोरोग विशेषज्ञ', degree: 'MD (Psychiatry)' },
  { title: 'Dentist', field: 'Dentistry', ne: 'दन्त चिकित्सक', degree: 'MDS' },
  {
    title: 'Ophthalmologist',
    field: 'Ophthalmology',
    ne: 'आँखा रोग विशेषज्ञ',
    degree: 'MD (Ophthalmology)',
  },
  {
    title: 'Gastroenterologist',
    field: 'Gastroenterology',
    ne: 'पेट रोग विशेषज्ञ',
    degree: 'DM (Gastroenterology)',
  },
  {
    title: 'Endocrinologist',
    field: 'Endocrinology',
    ne: 'हर्मोन रोग विशेषज्ञ',
    degree: 'DM (Endocrinology)',
  },
  {
    title: 'Pulmonologist',
    field: 'Pulmonology',
    ne: 'फोक्सो रोग विशेषज्ञ',
    degree: 'DM (Pulmonology)',
  },
  { title: 'Urologist', field: 'Urology', ne: 'मूत्र रोग विशेषज्ञ', degree: 'MCh (Urology)' },
  { title: 'Oncologist', field: 'Oncology', ne: 'क्यान्सर रोग विशेषज्ञ', degree: 'DM (Oncology)' },
];

export type KnownHospital = { name: string; ne: string; city: string };

/** Real hospitals by city, with the Nepali form people search by. */
export const knownHospitals: KnownHospital[] = [
  { name: 'Bir Hospital', ne: 'वीर अस्पताल', city: 'Kathmandu' },
  {
    name: 'Tribhuvan University Teaching Hospital',
    ne: 'त्रिभुवन विश्वविद्यालय शिक्षण अस्पताल',
    city: 'Kathmandu',
  },
  { name: 'Norvic International Hospital', ne: 'नर्भिक अन्तर्राष्ट्रिय अस्पताल', city: 'Kathmandu' },
  { name: 'Grande International Hospital', ne: 'ग्रान्डी अन्तर्राष्ट्रिय अस्पताल', city: 'Kathmandu' },
  {
    name: 'Shahid Gangalal National Heart Centre',
    ne: 'शहीद गंगालाल राष्ट्रिय हृदय केन्द्र',
    city: 'Kathmandu',
  },
  { name: "Kanti Children's Hospital", ne: 'कान्ति बाल अस्पताल', city: 'Kathmandu' },
  { name: 'Civil Service Hospital', ne: 'निजामती कर्मचारी अस्पताल', city: 'Kathmandu' },
  { name: 'Kathmandu Model Hospital', ne: 'काठमाडौं मोडल अस्पताल', city: 'Kathmandu' },
  { name: 'Medicare National Hospital', ne: 'मेडिकेयर राष्ट्रिय अस्पताल', city: 'Kathmandu' },
  { name: 'Patan Hospital', ne: 'पाटन अस्पताल', city: 'Lalitpur' },
  { name: 'B&B Hospital', ne: 'बी एन्ड बी अस्पताल', city: 'Lalitpur' },
  { name: 'Alka Hospital', ne: 'अल्का अस्पताल', city: 'Lalitpur' },
  { name: 'Mediciti Hospital', ne: 'मेडिसिटी अस्पताल', city: 'Lalitpur' },
  {
    name: 'KIST Medical College Teaching Hospital',
    ne: 'किस्ट मेडिकल कलेज शिक्षण अस्पताल',
    city: 'Lalitpur',
  },
  { name: 'Bhaktapur Hospital', ne: 'भक्तपुर अस्पताल', city: 'Bhaktapur' },
  { name: 'Siddhi Memorial Hospital', ne: 'सिद्धि स्मृति अस्पताल', city: 'Bhaktapur' },
  { name: 'Bhaktapur Cancer Hospital', ne: 'भक्तपुर क्यान्सर अस्पताल', city: 'Bhaktapur' },
  {
    name: 'Pokhara Academy of Health Sciences',
    ne: 'पोखरा स्वास्थ्य विज्ञान प्रतिष्ठान',
    city: 'Pokhara',
  },
  { name: 'Manipal Teaching Hospital', ne: 'मणिपाल शिक्षण अस्पताल', city: 'Pokhara' },
  {
    name: 'Gandaki Medical College Teaching Hospital',
    ne: 'गण्डकी मेडिकल कलेज शिक्षण अस्पताल',
    city: 'Pokhara',
  },
  { name: 'Fewa City Hospital', ne: 'फेवा सिटी अस्पताल', city: 'Pokhara' },
  { name: 'Charak Memorial Hospital', ne: 'चरक स्मृति अस्पताल', city: 'Pokhara' },
  { name: 'Koshi Hospital', ne: 'कोशी अस्पताल', city: 'Biratnagar' },
  {
    name: 'Nobel Medical College Teaching Hospital',
    ne: 'नोबेल मेडिकल कलेज शिक्षण अस्पताल',
    city: 'Biratnagar',
  },
  {
    name: 'Birat Medical College Teaching Hospital',
    ne: 'विराट मेडिकल कलेज शिक्षण अस्पताल',
    city: 'Biratnagar',
  },
  { name: 'Neuro Hospital Biratnagar', ne: 'न्यूरो अस्पताल विराटनगर', city: 'Biratnagar' },
  { name: 'Narayani Hospital', ne: 'नारायणी अस्पताल', city: 'Birgunj' },
  {
    name: 'National Medical College Teaching Hospital',
    ne: 'नेसनल मेडिकल कलेज शिक्षण अस्पताल',
    city: 'Birgunj',
  },
  { name: 'Birgunj Health Care Hospital', ne: 'वीरगन्ज हेल्थ केयर अस्पताल', city: 'Birgunj' },
  { name: 'Bharatpur Hospital', ne: 'भरतपुर अस्पताल', city: 'Bharatpur' },
  {
    name: 'B.P. Koirala Memorial Cancer Hospital',
    ne: 'बी.पी. कोइराला मेमोरियल क्यान्सर अस्पताल',
    city: 'Bharatpur',
  },
  {
    name: 'Chitwan Medical College Teaching Hospital',
    ne: 'चितवन मेडिकल कलेज शिक्षण अस्पताल',
    city: 'Bharatpur',
  },
  {
    name: 'College of Medical Sciences Teaching Hospital',
    ne: 'कलेज अफ मेडिकल साइन्सेज शिक्षण अस्पताल',
    city: 'Bharatpur',
  },
  { name: 'Lumbini Provincial Hospital', ne: 'लुम्बिनी प्रादेशिक अस्पताल', city: 'Butwal' },
  { name: 'Butwal Hospital', ne: 'बुटवल अस्पताल', city: 'Butwal' },
  { name: 'Crimson Hospital', ne: 'क्रिम्सन अस्पताल', city: 'Butwal' },
  {
    name: 'B.P. Koirala Institute of Health Sciences',
    ne: 'बी.पी. कोइराला स्वास्थ्य विज्ञान प्रतिष्ठान',
    city: 'Dharan',
  },
  { name: 'Dharan Hospital', ne: 'धरान अस्पताल', city: 'Dharan' },
  { name: 'Bheri Hospital', ne: 'भेरी अस्पताल', city: 'Nepalgunj' },
  {
    name: 'Nepalgunj Medical College Teaching Hospital',
    ne: 'नेपालगन्ज मेडिकल कलेज शिक्षण अस्पताल',
    city: 'Nepalgunj',
  },
  { name: 'Seti Provincial Hospital', ne: 'सेती प्रादेशिक अस्पताल', city: 'Dhangadhi' },
  { name: 'Nobel Hospital Dhangadhi', ne: 'नोबेल अस्पताल धनगढी', city: 'Dhangadhi' },
  { name: 'Hetauda Hospital', ne: 'हेटौंडा अस्पताल', city: 'Hetauda' },
  { name: 'Makwanpur Cooperative Hospital', ne: 'मकवानपुर सहकारी अस्पताल', city: 'Hetauda' },
  { name: 'Madhesh Provincial Hospital', ne: 'मधेश प्रादेशिक अस्पताल', city: 'Janakpur' },
  {
    name: 'Janaki Medical College Teaching Hospital',
    ne: 'जानकी मेडिकल कलेज शिक्षण अस्पताल',
    city: 'Janakpur',
  },
];

export { firstNames, lastNames, medicalSchools, middleNames } from './discovery-names';

/** The days of the week, Sunday first: the contract's weekdays (one list for client and server). */
export { weekdays as weekdayNames } from '@contract/weekdays';

/** A small deterministic PRNG (mulberry32), so seeds and tests are stable. */
export function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!,
    /** A version-4-shaped UUID drawn from the generator: the same seed gives the same ids. */
    uuid() {
      const hex = Array.from({ length: 32 }, () => Math.floor(next() * 16).toString(16));
      hex[12] = '4';
      hex[16] = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
      const s = hex.join('');
      return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
    },
  };
}
export type Prng = ReturnType<typeof prng>;

/** A point within `km` of a centre (uniform over the disc). */
export function jitter(rng: Prng, lat: number, lng: number, km: number) {
  const r = km * Math.sqrt(rng.next());
  const theta = rng.next() * 2 * Math.PI;
  const dLat = (r * Math.cos(theta)) / 111.32;
  const dLng = (r * Math.sin(theta)) / (111.32 * Math.cos((lat * Math.PI) / 180));
  return { lat: Number((lat + dLat).toFixed(6)), lng: Number((lng + dLng).toFixed(6)) };
}
