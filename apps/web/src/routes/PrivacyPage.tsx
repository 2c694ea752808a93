import { PrivacyPrompt } from '../components/PrivacyPrompt.tsx';
import { navigate } from '../lib/router/navigation.ts';

/** The prompt's own route: after agreeing the reader goes home, as the app does. */
export function PrivacyPage() {
  return (
    <PrivacyPrompt
      onAgree={() => {
        navigate('/pages/index/index', {}, { replace: true });
      }}
    />
  );
}
