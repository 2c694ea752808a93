/** A button that opens the file chooser (a label around a hidden file input, so it takes focus and Enter). */
export function FileButton({
  label,
  name,
  accept,
  multiple = false,
  disabled = false,
  onFiles,
}: {
  label: string;
  name: string;
  accept: string;
  multiple?: boolean;
  disabled?: boolean;
  onFiles: (files: File[]) => void;
}) {
  return (
    <label className="button">
      {label}
      <input
        type="file"
        name={name}
        accept={accept}
        multiple={multiple}
        disabled={disabled}
        className="visually-hidden"
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          // Cleared, so choosing the same file again is a change too.
          event.target.value = '';
          if (files.length > 0) onFiles(files);
        }}
      />
    </label>
  );
}

export const IMAGE_TYPES = 'image/jpeg,image/png,image/gif,image/webp';
export const VIDEO_TYPES = 'video/mp4,video/quicktime,.mp4,.mov';
