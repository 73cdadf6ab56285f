import { describe, expect, test } from 'vitest';
import { doctorResponse } from '@contract/discovery';
import { demoPng } from '../../domain/verification/demo-files';
import { doctorToken, get, profileOf, save, t, upload } from './setup';
import { accessToken, createUser, demoUser, expectFailure, expectSuccess } from '../harness';

/**
 * The doctor's profile editor (issue 16, 001 §2.12): the whole profile, each section's
 * save and its rules, the picture by its bytes, the public page at once, other roles.
 */

const year = new Date().getFullYear();

describe('the doctor reads and saves their profile', () => {
  test('the demo doctor has a full profile with a served picture', async () => {
    const token = await doctorToken();
    const profile = profileOf(await get('/api/doctor/profile', token));
    expect(profile.fullName).toBe('Aarati Joshi');
    expect(profile.specialization).toBe('Cardiology');
    expect(profile.nmcVerified).toBe(true);
    expect(profile.verificationStatus).toBe('verified');
    expect(profile.languages).toContain('Maithili');
    expect(profile.graduation.degree).toBe('MBBS');
    expect(profile.currentWorkingPlaces.map((w) => w.hospitalName)).toEqual([
      'Norvic International Hospital',
      'Bir Hospital',
    ]);
    expect(profile.researchPublications.length).toBeGreaterThan(0);
    expect(profile.achievements.length).toBeGreaterThan(0);
    expect(profile.photoUrl).toMatch(/^\/api\/files\/common\/profile-images\/pi-/);

    const picture = await get(profile.photoUrl!);
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/png');
    expect(picture.headers['x-content-type-options']).toBe('nosniff');
    expect(picture.headers['cache-control']).toContain('immutable');
    const unknown = await get('/api/files/common/profile-images/not-ours.png');
    expect(unknown.statusCode).toBe(404);
    const missing = await get(`/api/files/common/profile-images/pi-${'f'.repeat(32)}.png`);
    expect(missing.statusCode).toBe(200);
    expect(missing.headers['content-type']).toBe('image/svg+xml');
    expect(missing.headers['cache-control']).not.toContain('immutable');
  });

  test('each section saves on its own and the public page shows it at once', async () => {
    const token = await doctorToken();
    const before = profileOf(await get('/api/doctor/profile', token));

    let p = profileOf(
      await save(token, {
        section: 'basic',
        fullName: 'Aarati Joshi Sharma',
        phoneNumber: '9841000111',
        email: 'Aarati.Joshi@demo.np',
        age: 42,
        gender: 'Female',
        bloodGroup: 'O+',
        specialization: 'Cardiology',
        experience: 13,
        dateOfBirth: '1984-03-14',
      }),
    );
    expect(p).toMatchObject({ fullName: 'Aarati Joshi Sharma', age: 42, bloodGroup: 'O+' });
    expect(p.email).toBe('aarati.joshi@demo.np');
    // The other sections are untouched by a basic save.
    expect(p.researchPublications).toEqual(before.researchPublications);

    p = profileOf(
      await save(token, {
        section: 'education',
        medicalCollege: {
          name: 'Institute of Medicine',
          passedOutYear: 2008,
          location: 'Kathmandu',
        },
        graduation: {
          degree: 'MBBS',
          institution: 'Institute of Medicine, TU',
          year: 2008,
          grade: '',
        },
        postGraduation: [
          {
            degree: 'MD',
            specialization: 'Cardiology',
            institution: 'IOM, TU',
            year: 2012,
            grade: '',
          },
          // Entirely empty rows are ignored (001 §5).
          { degree: '', specialization: '', institution: '', year: null, grade: '' },
        ],
        dmQualifications: [],
        fellowships: [],
      }),
    );
    expect(p.postGraduation).toHaveLength(1);

    p = profileOf(
      await save(token, {
        section: 'experience',
        currentWorkingPlaces: [
          { hospitalName: 'Bir Hospital', position: 'Head of Cardiology', startDate: '2020-01-01' },
          { hospitalName: '', position: '', department: '', startDate: '', workingHours: '' },
        ],
      }),
    );
    expect(p.currentWorkingPlaces).toHaveLength(1);

    p = profileOf(
      await save(token, {
        section: 'research',
        researchPublications: [{ title: 'Heart failure in Nepal', year: 2020 }],
      }),
    );
    expect(p.researchPublications[0]).toMatchObject({
      title: 'Heart failure in Nepal',
      year: 2020,
    });

    p = profileOf(
      await save(token, {
        section: 'achievements',
        achievements: [{ title: 'Gold medal', year: 2008, category: 'Award' }],
        specialSkills: [{ skill: 'Angioplasty' }],
      }),
    );
    expect(p.achievements[0]?.category).toBe('Award');
    expect(p.specialSkills[0]?.skill).toBe('Angioplasty');

    p = profileOf(
      await save(token, {
        section: 'bio',
        bio: 'म हृदय रोग विशेषज्ञ हुँ।',
        languages: ['Nepali', 'English', 'Newari'],
      }),
    );
    expect(p.bio).toBe('म हृदय रोग विशेषज्ञ हुँ।');

    p = profileOf(
      await save(token, {
        section: 'socialMedia',
        socialMedia: { linkedin: 'https://linkedin.com/in/aarati', website: '' },
      }),
    );
    expect(p.socialMedia.linkedin).toBe('https://linkedin.com/in/aarati');

    // The public page and the search card read the same row.
    const page = doctorResponse.parse((await get(`/api/doctors/${p.id}`)).json()).data.doctor;
    expect(page.fullName).toBe('Dr. Aarati Joshi Sharma');
    expect(page.about).toBe('म हृदय रोग विशेषज्ञ हुँ।');
    expect(page.language).toBe('ne');
    expect(page.qualification).toBe('MBBS, MD (Cardiology)');
    expect(page.education.map((e) => e.degree)).toEqual(['MBBS', 'MD (Cardiology)']);
    expect(page.experience[0]).toMatchObject({
      hospital: 'Bir Hospital',
      position: 'Head of Cardiology',
    });
    expect(page.contact.phone).toBe('9841000111');

    // Audited with the section's old and new values.
    const entry = await t.db
      .selectFrom('audit_log')
      .select(['details', 'actor_role'])
      .where('subject_type', '=', 'doctor_profile')
      .where('subject_id', '=', p.id)
      .orderBy('at', 'asc')
      .executeTakeFirstOrThrow();
    const details = (
      typeof entry.details === 'string' ? JSON.parse(entry.details) : entry.details
    ) as {
      section: string;
      old: { fullName: string };
      new: { fullName: string };
    };
    expect(entry.actor_role).toBe('doctor');
    expect(details.section).toBe('basic');
    expect(details.old.fullName).toBe('Aarati Joshi');
    expect(details.new.fullName).toBe('Aarati Joshi Sharma');
  });

  test('the rules of 001 §5 refuse with their code on the field', async () => {
    const token = await doctorToken();
    const basic = {
      section: 'basic' as const,
      fullName: 'Aarati Joshi',
      phoneNumber: '9841000111',
      email: 'doctor@demo.np',
      specialization: 'Cardiology',
      experience: 12,
    };
    expectFailure(await save(token, { ...basic, age: 21 }), 400, {
      code: 'PROFILE_AGE_RANGE',
      field: 'age',
    });
    expectFailure(await save(token, { ...basic, age: 81 }), 400, {
      code: 'PROFILE_AGE_RANGE',
      field: 'age',
    });
    expectFailure(await save(token, { ...basic, experience: 51 }), 400, {
      code: 'PROFILE_EXPERIENCE_RANGE',
      field: 'experience',
    });
    expectFailure(await save(token, { ...basic, fullName: ' ' }), 400, {
      code: 'NAME_REQUIRED',
      field: 'fullName',
    });
    const education = {
      section: 'education' as const,
      medicalCollege: { name: 'IOM' },
      graduation: { degree: 'MBBS' as const, year: 1949 },
      postGraduation: [],
      dmQualifications: [],
      fellowships: [],
    };
    expectFailure(await save(token, education), 400, {
      code: 'PROFILE_YEAR_RANGE',
      field: 'graduation.year',
    });
    expectFailure(
      await save(token, { ...education, graduation: { degree: 'MBBS', year: year + 1 } }),
      400,
      { code: 'PROFILE_YEAR_RANGE', field: 'graduation.year' },
    );
    expectFailure(await save(token, { section: 'bio', bio: 'क'.repeat(1001) }), 400, {
      code: 'PROFILE_BIO_TOO_LONG',
      field: 'bio',
    });
    expectFailure(await save(token, { section: 'bio', languages: ['Nepali', 'nepali'] }), 400, {
      code: 'PROFILE_LANGUAGE_DUPLICATE',
      field: 'languages',
    });
    expectFailure(
      await save(token, {
        section: 'experience',
        currentWorkingPlaces: [{ hospitalName: 'Bir Hospital', department: 'Cardiology' }],
      }),
      400,
      { code: 'PROFILE_WORKPLACE_REQUIRED', field: 'currentWorkingPlaces.0.position' },
    );
    expectFailure(
      await save(token, {
        section: 'research',
        researchPublications: [{ title: 'Heart failure' }],
      }),
      400,
      { code: 'PROFILE_RESEARCH_REQUIRED', field: 'researchPublications.0.year' },
    );
    expectFailure(
      await save(token, {
        section: 'achievements',
        achievements: [{ description: 'x' }],
        specialSkills: [],
      }),
      400,
      { code: 'PROFILE_ACHIEVEMENT_TITLE_REQUIRED', field: 'achievements.0.title' },
    );
    expectFailure(
      await save(token, { section: 'socialMedia', socialMedia: { website: 'not a link' } }),
      400,
      { code: 'URL_INVALID', field: 'socialMedia.website' },
    );
    expectFailure(await save(token, { section: 'bio', bio: '' }, 'education'), 400, {
      code: 'PROFILE_SECTION_MISMATCH',
    });
    // Her NMC number is verified: it no longer changes.
    expectFailure(await save(token, { section: 'nmc', nmcNumber: '99999' }), 409, {
      code: 'PROFILE_NMC_LOCKED',
      field: 'nmcNumber',
    });
    expectSuccess(await save(token, { section: 'nmc', nmcNumber: 'NMC-12345' }));
  });

  test('the picture is checked by its bytes, replaces the old one and shows publicly', async () => {
    const token = await doctorToken();
    const before = profileOf(await get('/api/doctor/profile', token));
    const fake = await upload(
      token,
      'photo.png',
      'image/png',
      Buffer.from('not an image '.repeat(50)),
    );
    expectFailure(fake, 415, { code: 'PROFILE_PICTURE_TYPE', field: 'profilePicture' });
    const big = Buffer.concat([demoPng(1), Buffer.alloc(5 * 1024 * 1024)]);
    expectFailure(await upload(token, 'big.png', 'image/png', big), 413, {
      code: 'PROFILE_PICTURE_TOO_LARGE',
    });

    const first = profileOf(await upload(token, 'me.png', 'image/png', demoPng(2)));
    expect(first.photoUrl).not.toBe(before.photoUrl);
    expect(first.profilePhoto).toMatch(/^pi-[0-9a-f]{32}\.png$/);
    const served = await get(first.photoUrl!);
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(demoPng(2))).toBe(true);

    const second = profileOf(await upload(token, 'me2.png', 'image/png', demoPng(3)));
    // The old picture is gone: its address now answers the default picture.
    expect((await get(first.photoUrl!)).headers['content-type']).toBe('image/svg+xml');
    const page = doctorResponse.parse((await get(`/api/doctors/${second.id}`)).json()).data.doctor;
    expect(page.profilePhoto).toBe(second.photoUrl);
  });

  test('only a doctor may use it; a new doctor gets an unlisted draft', async () => {
    expectFailure(await get('/api/doctor/profile'), 401);
    const patient = await accessToken(t.tokens, await demoUser(t.db, 'patient'));
    expectFailure(await get('/api/doctor/profile', patient), 403);
    expectFailure(await save(patient, { section: 'bio', bio: 'x' }), 403);
    const admin = await accessToken(t.tokens, await demoUser(t.db, 'admin'));
    // A doctor who registered and is not verified yet fills the profile before applying
    // (001 §2.11): a draft, unlisted until an admin approves.
    const bare = await createUser(t.db, { role: 'doctor', name: 'Dr. Binod Karki' });
    const bareToken = await accessToken(t.tokens, bare);
    const draft = profileOf(await get('/api/doctor/profile', bareToken));
    expect(draft).toMatchObject({ verificationStatus: 'pending', nmcVerified: false });
    expectSuccess(await save(bareToken, { section: 'bio', bio: 'Physician in Dhangadhi.' }));
    expectFailure(await get(`/api/doctors/${draft.id}`), 404);
    // Admins reach /portal/doctor; the route refuses them and the tab says "User is not a
    // doctor" (ADR 0032).
    expectFailure(await get('/api/doctor/profile', admin), 403);
  });
});
