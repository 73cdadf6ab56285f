import { useRef, useState, type ChangeEvent } from 'react';
import { Camera } from 'lucide-react';
import { useIntl } from 'react-intl';
import { MAX_PROFILE_PICTURE_BYTES } from '@contract/patient-profile';
import { useErrorText } from '@lib/errors';
import { Avatar } from '@ui/avatar';
import { Button } from '@ui/button';
import { toast } from '@ui/toast';
import { useUploadPicture } from '../../api/patient-profile';
import { messages } from './messages';

const accepted = ['image/jpeg', 'image/png', 'image/webp'];
const overrides = {
  PROFILE_PICTURE_TYPE: messages.pictureType,
  PROFILE_PICTURE_TOO_LARGE: messages.pictureSize,
};

/**
 * The picture and its Change button (002 §5): JPEG, PNG or WebP up to 5 MB, checked here
 * for a quick answer and by its bytes on the server.
 */
export function ProfilePicture({ name, src }: { name: string; src: string | null }) {
  const intl = useIntl();
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadPicture();
  const describe = useErrorText(overrides);
  const [problem, setProblem] = useState<string | null>(null);

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!accepted.includes(file.type)) return setProblem(intl.formatMessage(messages.pictureType));
    if (file.size > MAX_PROFILE_PICTURE_BYTES)
      return setProblem(intl.formatMessage(messages.pictureSize));
    setProblem(null);
    const body = new FormData();
    body.append('profilePicture', file);
    try {
      await upload.trigger({ body });
      toast({ title: intl.formatMessage(messages.pictureSaved), variant: 'success' });
    } catch (error) {
      setProblem(describe(error));
    }
  };

  return (
    <div className="flex flex-col items-start gap-2">
      <div className="flex items-center gap-3">
        <Avatar name={name} src={src ?? undefined} size="lg" decorative />
        <Button
          type="button"
          variant="outline"
          loading={upload.isMutating}
          loadingLabel={intl.formatMessage(messages.pictureUploading)}
          onClick={() => input.current?.click()}
        >
          <Camera aria-hidden />
          {intl.formatMessage(messages.picture)}
        </Button>
        <input
          ref={input}
          type="file"
          accept={accepted.join(',')}
          className="sr-only"
          tabIndex={-1}
          aria-hidden
          onChange={(e) => void onFile(e)}
        />
      </div>
      {problem ? (
        <p role="alert" className="text-sm font-medium text-danger">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
