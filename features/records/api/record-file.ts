import { useEffect, useState } from 'react';
import { saveBlob, type ApiClient } from '@lib/api';
import { useApiClient } from '@lib/session';

/** What the preview needs of a file: its name, its kind and the path under /api that serves it. */
export type PreviewFile = {
  name: string;
  /** pdf, jpg, png, webp, doc… (the record's `type`). */
  type: string;
  mime?: string;
  /** The authorised path under /api (the record file's `url`); empty when it cannot be built. */
  url: string;
};

export type PreviewKind = 'image' | 'pdf' | 'other';

const imageTypes = new Set(['jpg', 'jpeg', 'png', 'webp', 'gif']);

/** Whether the browser can show the file in the page, by its MIME type or else its type. */
export function previewKind(file: PreviewFile): PreviewKind {
  const mime = file.mime?.toLowerCase() ?? '';
  const type = file.type.toLowerCase();
  if (mime.startsWith('image/') || imageTypes.has(type)) return 'image';
  if (mime === 'application/pdf' || type === 'pdf') return 'pdf';
  return 'other';
}

const withQuery = (url: string, inline: boolean) =>
  `${url}${url.includes('?') ? '&' : '?'}inline=${inline ? '1' : '0'}`;

/**
 * A record's file, fetched with the session's token (an `<img>` or a frame cannot send
 * it), held as an object URL and released when it goes. `inline` asks the server to
 * record a view rather than a download.
 */
export function useFileBlob(url: string | null) {
  const client = useApiClient();
  const [state, setState] = useState<{ url: string; blob?: string; failed?: boolean }>();
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!url) return;
    let objectUrl: string | undefined;
    let live = true;
    client
      .download(withQuery(url, true))
      .then((blob) => {
        if (!live) return;
        objectUrl = URL.createObjectURL(blob);
        setState({ url, blob: objectUrl });
      })
      .catch(() => {
        if (live) setState({ url, failed: true });
      });
    return () => {
      live = false;
      setState(undefined);
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [client, url, attempt]);
  const mine = url && state?.url === url ? state : undefined;
  return {
    src: mine?.blob,
    failed: mine?.failed ?? false,
    loading: Boolean(url) && !mine,
    retry: () => setAttempt((n) => n + 1),
  };
}

/** Saves a file to the device through the authorised route; rejects when it cannot. */
export async function saveFile(client: ApiClient, file: PreviewFile): Promise<void> {
  saveBlob(await client.download(withQuery(file.url, false)), file.name);
}

/** Opens a file in a new tab (the preview's way out when it cannot show the file). */
export async function openFile(client: ApiClient, file: PreviewFile): Promise<void> {
  // Opened before the fetch, so a pop-up blocker sees the click that asked for it.
  const tab = window.open('', '_blank');
  try {
    const blob = await client.download(withQuery(file.url, true));
    const href = URL.createObjectURL(blob);
    if (tab) tab.location.href = href;
    else window.location.assign(href);
  } catch (error) {
    tab?.close();
    throw error;
  }
}

export function useSaveFile() {
  const client = useApiClient();
  return {
    save: (file: PreviewFile) => saveFile(client, file),
    open: (file: PreviewFile) => openFile(client, file),
  };
}
