import { useEffect, useState } from "react";
import { Link } from "react-router";
import { Button } from "../../../components/ui/button";
import { Checkbox } from "../../../components/ui/checkbox";
import { Dialog } from "../../../components/ui/dialog";

interface ConsentDialogProps {
  file: File | null;
  previewUrl: string | null;
  onAccept(): void;
  onCancel(): void;
  onChooseDifferent(): void;
}

/**
 * The confirmation before an upload is used: one checkbox gates 'Accept & Upload'. It says what
 * people do (roast themselves, or a friend who is in on it) and confirms what the Terms ask of an
 * upload (section 3: permission, nobody under 13, AI processing).
 */
export function ConsentDialog({ file, previewUrl, onAccept, onCancel, onChooseDifferent }: ConsentDialogProps) {
  const [agreed, setAgreed] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: every new file needs a fresh agreement
  useEffect(() => setAgreed(false), [file]);

  return (
    <Dialog
      open={file !== null}
      onOpenChange={(open) => (open ? undefined : onCancel())}
      title="Before we roast it"
      description="Please confirm you may use this image."
      footer={
        <>
          <Button variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
          <Button variant="secondary" onClick={onChooseDifferent}>
            Choose Different File
          </Button>
          <Button onClick={onAccept} disabled={!agreed}>
            Accept &amp; Upload
          </Button>
        </>
      }
    >
      {previewUrl ? <img src={previewUrl} alt="Your chosen upload" className="mb-5 max-h-48 w-full rounded-2xl object-contain ring-1 ring-white/10" /> : null}
      <Checkbox
        id="upload-consent"
        checked={agreed}
        onChange={(event) => setAgreed(event.target.checked)}
        label={
          <>
            It's my own profile, post or photo, or a friend's who is in on the joke (and 13 or older). I'm allowed to use this image, I consent to AI turning it
            into a roast, and I agree to the{" "}
            <Link to="/terms" target="_blank" rel="noopener" className="font-semibold text-flame-300 underline-offset-2 hover:underline">
              Terms of Service
            </Link>
            .
          </>
        }
      />
    </Dialog>
  );
}
