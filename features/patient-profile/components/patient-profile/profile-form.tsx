import { useIntl } from 'react-intl';
import {
  bloodGroups,
  genders,
  patientProfileRequest,
  type PatientProfile,
} from '@contract/patient-profile';
import { useContractForm } from '@lib/forms';
import { Button } from '@ui/button';
import { Form, FormField, FormRootError } from '@ui/form';
import { Input } from '@ui/input';
import { Select } from '@ui/select';
import { toast } from '@ui/toast';
import { useSaveProfile } from '../../api/patient-profile';
import { genderLabels, messages } from './messages';
import { TagInput } from './tag-input';

const overrides = { PROFILE_REQUIRED_FIELDS: messages.required, fallback: messages.required };

/** The edit mode (002 §2): every field of the three cards; Save checks them on the server too. */
export function ProfileForm({ profile, onDone }: { profile: PatientProfile; onDone: () => void }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const save = useSaveProfile();
  const form = useContractForm(patientProfileRequest, {
    errorText: overrides,
    defaultValues: {
      name: profile.name,
      email: profile.email,
      phone: profile.phone,
      age: profile.age,
      gender: profile.gender,
      bloodGroup: profile.bloodGroup,
      address: profile.address,
      emergencyContact: profile.emergencyContact,
      allergies: profile.allergies,
      chronicConditions: profile.chronicConditions,
    },
  });
  const onSubmit = form.submit(async (values) => {
    await save.trigger({ body: values });
    toast({ title: t(messages.saved), variant: 'success' });
    onDone();
  });
  const busy = form.formState.isSubmitting || save.isMutating;

  return (
    <Form form={form} onSubmit={onSubmit} className="flex flex-col gap-4">
      <div className="grid gap-4 md:grid-cols-2">
        <FormField
          name="name"
          label={t(messages.name)}
          required
          render={(field) => <Input {...field} autoComplete="name" />}
        />
        <FormField
          name="email"
          label={t(messages.email)}
          required
          render={(field) => <Input {...field} type="email" autoComplete="email" />}
        />
        <FormField
          name="phone"
          label={t(messages.phone)}
          required
          render={(field) => <Input {...field} type="tel" autoComplete="tel" />}
        />
        <FormField
          name="age"
          label={t(messages.age)}
          render={({ value, onChange, ...field }) => (
            <Input
              {...field}
              value={value ?? ''}
              inputMode="numeric"
              onChange={(e) => onChange(e.target.value === '' ? null : Number(e.target.value))}
            />
          )}
        />
        <FormField
          name="gender"
          label={t(messages.gender)}
          render={({ value, onChange, ref, name }) => (
            <Select
              ref={ref}
              name={name}
              value={value ?? undefined}
              onValueChange={onChange}
              placeholder={t(messages.choose)}
              options={genders.map((g) => ({ value: g, label: t(genderLabels[g]) }))}
            />
          )}
        />
        <FormField
          name="bloodGroup"
          label={t(messages.bloodGroup)}
          render={({ value, onChange, ref, name }) => (
            <Select
              ref={ref}
              name={name}
              value={value ?? undefined}
              onValueChange={onChange}
              placeholder={t(messages.choose)}
              options={bloodGroups.map((g) => ({ value: g, label: g }))}
            />
          )}
        />
        <FormField
          name="address"
          label={t(messages.address)}
          render={(field) => <Input {...field} autoComplete="street-address" />}
        />
        <FormField
          name="emergencyContact"
          label={t(messages.emergencyContact)}
          render={(field) => <Input {...field} />}
        />
        <FormField
          name="allergies"
          label={t(messages.allergies)}
          hint={t(messages.tagHint)}
          render={({ value, onChange, onBlur, ref, name }) => (
            <TagInput
              ref={ref}
              name={name}
              value={value ?? []}
              onChange={onChange}
              onBlur={onBlur}
            />
          )}
        />
        <FormField
          name="chronicConditions"
          label={t(messages.conditions)}
          hint={t(messages.tagHint)}
          render={({ value, onChange, onBlur, ref, name }) => (
            <TagInput
              ref={ref}
              name={name}
              value={value ?? []}
              onChange={onChange}
              onBlur={onBlur}
            />
          )}
        />
      </div>
      <FormRootError />
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="outline" onClick={onDone} disabled={busy}>
          {t(messages.cancel)}
        </Button>
        <Button type="submit" loading={busy} loadingLabel={t(messages.saving)}>
          {t(messages.save)}
        </Button>
      </div>
    </Form>
  );
}
