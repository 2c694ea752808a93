/**
 * Copies text: the Clipboard API where the page may use it (secure contexts), else the older
 * selection copy that in-app browsers on plain http still allow.
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const field = document.createElement('textarea');
    field.value = text;
    field.setAttribute('readonly', '');
    field.style.position = 'fixed';
    field.style.opacity = '0';
    document.body.append(field);
    field.select();
    // Deprecated but the only way left where the Clipboard API is missing.
    // eslint-disable-next-line @typescript-eslint/no-deprecated
    const copied = document.execCommand('copy');
    field.remove();
    return copied;
  }
}
