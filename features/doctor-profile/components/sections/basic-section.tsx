import { useIntl } from 'react-intl';
import {
  AGE_MAX,
  AGE_MIN,
  basicSection,
  bloodGroups,
  type DoctorProfile,
  EXPERIENCE_MAX,
  genders,
} from '@contract/doctor-profile';
import {
  ChoiceInput,
  grid,
  NumberInput,
  SectionForm,
  type SectionProps,
  TextInput,
} from './section-form';
import { fieldMessages as m, genderMessages } from './messages';

/** Basic Info (001 §3): name, phone, email, age, gender, blood group, specialization… */
export function BasicSection({ profile, ...props }: SectionProps & { profile: DoctorProfile }) {
  const intl = useIntl();
  return (
    <SectionForm
      section="basic"
      schema={basicSection}
      values={{
        fullName: profile.fullName,
        phoneNumber: profile.phoneNumber,
        email: profile.email,
        age: profile.age,
        gender: profile.gender,
        bloodGroup: profile.bloodGroup,
        specialization: profile.specialization,
        experience: profile.experience,
        dateOfBirth: profile.dateOfBirth,
      }}
      {...props}
    >
      <div className={grid}>
        <TextInput
          name="fullName"
          label={m.fullName}
          required
          maxLength={120}
          autoComplete="name"
        />
        <TextInput
          name="phoneNumber"
          label={m.phoneNumber}
          required
          type="tel"
          autoComplete="tel"
        />
        <TextInput name="email" label={m.email} required type="email" autoComplete="email" />
        <TextInput name="specialization" label={m.specialization} required maxLength={100} />
        <NumberInput name="experience" label={m.experience} min={0} max={EXPERIENCE_MAX} />
        <NumberInput name="age" label={m.age} min={AGE_MIN} max={AGE_MAX} />
        <ChoiceInput
          name="gender"
          label={m.gender}
          options={genders.map((g) => ({ value: g, label: intl.formatMessage(genderMessages[g]) }))}
        />
        <ChoiceInput
          name="bloodGroup"
          label={m.bloodGroup}
          options={bloodGroups.map((g) => ({ value: g, label: g }))}
        />
        <TextInput name="dateOfBirth" label={m.dateOfBirth} type="date" />
      </div>
    </SectionForm>
  );
}
