import { useRef } from 'react';
import { useIntl } from 'react-intl';
import {
  type DoctorProfile,
  MAX_PROFILE_IMAGE_BYTES,
  profileImageAccept,
} from '@contract/doctor-profile';
import { errorText } from '@lib/errors';
import { Avatar } from '@ui/avatar';
import { FileDrop } from '@ui/file-drop';
import { toast } from '@ui/toast';
import { useUploadPicture } from '../../api/doctor-profile';
import { fieldMessages as m } from './messages';

/** The profile photo (001 §7): saved on its own as soon as one is chosen. */
export function PictureField({ profile, editing }: { profile: DoctorProfile; editing: boolean }) {
  const intl = useIntl();
  const upload = useUploadPicture();
  const busy = useRef(false);
  const invalid = intl.formatMessage(m.pictureInvalid);
  const onFiles = async (files: File[]) => {
    const file = files[0];
    if (!file || busy.current) return;
    busy.current = true;
    try {
      await upload.trigger(file);
      toast({ title: intl.formatMessage(m.pictureSaved), variant: 'success' });
    } catch (error) {
      toast({ title: errorText(intl, error), variant: 'error' });
    } finally {
      busy.current = false;
    }
  };
  return (
    <div className="flex flex-wrap items-center gap-4">
      <Avatar size="lg" name={profile.fullName} src={profile.photoUrl ?? undefined} />
      {editing ? (
        <div className="min-w-64 flex-1">
          <FileDrop
            label={intl.formatMessage(m.picture)}
            accept={profileImageAccept.split(',')}
            maxSize={MAX_PROFILE_IMAGE_BYTES}
            files={[]}
            onFiles={(files) => void onFiles(files)}
            disabled={upload.isMutating}
            typeError={invalid}
            sizeError={invalid}
          />
          <p className="mt-1 text-sm text-muted-foreground">{intl.formatMessage(m.pictureHint)}</p>
        </div>
      ) : null}
    </div>
  );
}
