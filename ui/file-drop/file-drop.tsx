import {
  useEffect,
  useId,
  useRef,
  useState,
  type ChangeEvent,
  type DragEvent,
  type ReactNode,
  type Ref,
} from 'react';
import { cva } from 'class-variance-authority';
import { CloudUpload, FileText, X } from 'lucide-react';
import { useIntl, type IntlShape } from 'react-intl';
import { cn } from '../lib/cn';
import { IconButton } from '../icon-button';
import { messages } from './messages';
import { validateFile, type FileRejection } from './validate-file';

export const fileDropVariants = cva(
  [
    'relative flex w-full cursor-pointer flex-col items-center justify-center gap-2 rounded-lg border-2 border-dashed px-6 py-8 text-center',
    'transition-colors duration-fast ease-standard',
    'has-[input:focus-visible]:outline-2 has-[input:focus-visible]:outline-offset-2 has-[input:focus-visible]:outline-ring',
  ],
  {
    variants: {
      state: {
        idle: 'border-input bg-surface text-foreground hover:bg-muted',
        dragging: 'border-primary bg-accent text-accent-foreground',
        invalid: 'border-danger bg-surface text-foreground hover:bg-muted',
        disabled: 'cursor-not-allowed border-input bg-muted text-muted-foreground opacity-60',
      },
    },
    defaultVariants: { state: 'idle' },
  },
);

export type FileDropProps = {
  /** Accepted extensions or MIME types, e.g. ['.pdf', '.jpg', 'image/png']. Empty accepts any. */
  accept: string[];
  /** Largest allowed size in bytes. */
  maxSize?: number;
  /** Allow several files; otherwise a new file replaces the current one. */
  multiple?: boolean;
  /** Called with the full list of accepted files whenever it changes. */
  onFiles?: (files: File[]) => void;
  /** Shown (in an alert) when a file's type is not accepted. */
  typeError: string;
  /** Shown (in an alert) when a file is larger than maxSize. */
  sizeError: string;
  /** Optional visible field label shown above the zone, e.g. "Medical reports". */
  label?: string;
  /** Controlled list of accepted files. */
  files?: File[];
  /** Initial list of accepted files when uncontrolled. */
  defaultFiles?: File[];
  disabled?: boolean;
  /** Form field name of the file input. */
  name?: string;
  id?: string;
  className?: string;
  ref?: Ref<HTMLInputElement>;
};

type Rejected = { file: File; reason: FileRejection };

const KB = 1024;
const MB = KB * 1024;
const GB = MB * 1024;

/** Human file size ("840 kB", "2.4 MB") in the reader's locale. */
function formatFileSize(intl: IntlShape, bytes: number): string {
  const unit = (value: number, name: 'kilobyte' | 'megabyte' | 'gigabyte', digits: number) =>
    intl.formatNumber(value, {
      style: 'unit',
      unit: name,
      unitDisplay: 'short',
      maximumFractionDigits: digits,
    });
  if (bytes >= GB) return unit(bytes / GB, 'gigabyte', 1);
  if (bytes >= MB) return unit(bytes / MB, 'megabyte', 1);
  const kb = bytes / KB;
  return unit(kb, 'kilobyte', kb < 10 ? 1 : 0);
}

const sameFile = (a: File, b: File) =>
  a.name === b.name && a.size === b.size && a.lastModified === b.lastModified;

/**
 * A drop zone with a real file input behind it. The input is visually hidden but
 * keeps focus, so Tab reaches the zone and Enter or Space opens the picker.
 */
export function FileDrop({
  accept,
  maxSize,
  multiple = false,
  onFiles,
  typeError,
  sizeError,
  label,
  files: filesProp,
  defaultFiles = [],
  disabled = false,
  name,
  id,
  className,
  ref,
}: FileDropProps) {
  const intl = useIntl();
  const autoId = useId();
  const inputId = id ?? `${autoId}-input`;
  const labelId = `${autoId}-label`;
  const instructionId = `${autoId}-instruction`;
  const hintId = `${autoId}-hint`;
  const errorId = `${autoId}-error`;

  const [innerFiles, setInnerFiles] = useState<File[]>(defaultFiles);
  const files = filesProp ?? innerFiles;
  const [rejected, setRejected] = useState<Rejected[]>([]);
  const [dragging, setDragging] = useState(false);

  const inputRef = useRef<HTMLInputElement | null>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const pendingFocus = useRef<number | null>(null);

  // After a removal, keep focus near where it was: the next file's remove button, or the zone.
  useEffect(() => {
    const index = pendingFocus.current;
    if (index === null) return;
    pendingFocus.current = null;
    const buttons = listRef.current?.querySelectorAll<HTMLButtonElement>('button');
    const next = buttons?.[Math.min(index, buttons.length - 1)];
    (next ?? inputRef.current)?.focus();
  }, [files]);

  const commit = (next: File[]) => {
    if (filesProp === undefined) setInnerFiles(next);
    onFiles?.(next);
  };

  const addFiles = (incoming: File[]) => {
    if (disabled || incoming.length === 0) return;
    const picked = multiple ? incoming : incoming.slice(0, 1);
    const ok: File[] = [];
    const bad: Rejected[] = [];
    for (const file of picked) {
      const reason = validateFile(file, { accept, maxSize });
      if (reason) bad.push({ file, reason });
      else ok.push(file);
    }
    setRejected(bad);
    if (ok.length === 0) return;
    commit(multiple ? [...files, ...ok.filter((f) => !files.some((g) => sameFile(f, g)))] : ok);
  };

  const removeAt = (index: number) => {
    pendingFocus.current = index;
    setRejected([]);
    commit(files.filter((_, i) => i !== index));
  };

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    addFiles(Array.from(event.target.files ?? []));
    // Let the same file be picked again after it was removed.
    event.target.value = '';
  };

  const onDragOver = (event: DragEvent<HTMLLabelElement>) => {
    event.preventDefault();
    if (disabled) {
      event.dataTransfer.dropEffect = 'none';
      return;
    }
    event.dataTransfer.dropEffect = 'copy';
    setDragging(true);
  };

  const onDragLeave = (event: DragEvent<HTMLLabelElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
  };

  const onDrop = (event: DragEvent<HTMLLabelElement>) => {
    event.preventDefault();
    setDragging(false);
    addFiles(Array.from(event.dataTransfer.files));
  };

  const state = disabled
    ? 'disabled'
    : dragging
      ? 'dragging'
      : rejected.length
        ? 'invalid'
        : 'idle';
  const browse = (chunks: ReactNode[]) => (
    <span className="font-semibold text-primary underline underline-offset-4">{chunks}</span>
  );
  const errorText = (reason: FileRejection) => (reason === 'type' ? typeError : sizeError);

  const setRefs = (node: HTMLInputElement | null) => {
    inputRef.current = node;
    if (typeof ref === 'function') ref(node);
    else if (ref) ref.current = node;
  };

  return (
    <div data-slot="file-drop" className={cn('flex w-full flex-col', className)}>
      {label ? (
        <span
          data-slot="file-drop-label"
          id={labelId}
          className="mb-2 text-sm font-medium text-foreground"
        >
          {label}
        </span>
      ) : null}
      <label
        data-slot="file-drop-zone"
        htmlFor={inputId}
        className={fileDropVariants({ state })}
        data-dragging={dragging || undefined}
        onDragEnter={onDragOver}
        onDragOver={onDragOver}
        onDragLeave={onDragLeave}
        onDrop={onDrop}
      >
        <input
          data-slot="file-drop-input"
          ref={setRefs}
          id={inputId}
          name={name}
          type="file"
          className="sr-only"
          accept={accept.join(',') || undefined}
          multiple={multiple}
          disabled={disabled}
          aria-labelledby={label ? `${labelId} ${instructionId}` : instructionId}
          aria-describedby={
            [maxSize !== undefined && hintId, rejected.length > 0 && errorId]
              .filter(Boolean)
              .join(' ') || undefined
          }
          aria-invalid={rejected.length > 0 || undefined}
          onChange={onChange}
        />
        <CloudUpload aria-hidden className="size-8 text-muted-foreground" />
        <span data-slot="file-drop-instruction" id={instructionId} className="text-base">
          {intl.formatMessage(multiple ? messages.instruction : messages.instructionSingle, {
            browse,
          })}
        </span>
        {maxSize !== undefined ? (
          <span data-slot="file-drop-hint" id={hintId} className="text-sm text-muted-foreground">
            {intl.formatMessage(messages.maxSize, { size: formatFileSize(intl, maxSize) })}
          </span>
        ) : null}
      </label>

      <div data-slot="file-drop-errors" id={errorId} role="alert">
        {rejected.length > 0 ? (
          <ul className="mt-2 flex flex-col gap-1 text-sm font-medium text-danger">
            {rejected.map(({ file, reason }, i) => (
              <li key={`${file.name}-${i}`}>
                {rejected.length > 1
                  ? intl.formatMessage(messages.fileError, {
                      fileName: file.name,
                      error: errorText(reason),
                    })
                  : errorText(reason)}
              </li>
            ))}
          </ul>
        ) : null}
      </div>

      {files.length > 0 ? (
        <ul
          data-slot="file-drop-list"
          ref={listRef}
          aria-label={intl.formatMessage(messages.selectedFiles)}
          className="mt-3 flex flex-col gap-2"
        >
          {files.map((file, index) => (
            <li
              data-slot="file-drop-item"
              key={`${file.name}-${file.size}-${file.lastModified}`}
              className="flex items-center gap-3 rounded-md border border-border bg-surface py-1 pr-1 pl-3"
            >
              <FileText aria-hidden className="size-5 shrink-0 text-muted-foreground" />
              <span className="flex min-w-0 flex-1 flex-col">
                <span className="truncate text-sm font-medium text-foreground">{file.name}</span>
                <span className="text-xs text-muted-foreground">
                  {formatFileSize(intl, file.size)}
                </span>
              </span>
              <IconButton
                data-slot="file-drop-remove"
                disabled={disabled}
                label={intl.formatMessage(messages.remove, { fileName: file.name })}
                onClick={() => removeAt(index)}
              >
                <X aria-hidden />
              </IconButton>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
