export function Close({ onClose }: { onClose: () => void }) {
  return <button type="button" aria-label="Close" onClick={onClose} />;
}
