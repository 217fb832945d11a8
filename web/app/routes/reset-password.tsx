import { ArrowLeft } from "lucide-react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { HeroBackground } from "../../components/marketing/hero-background";
import { Card } from "../../components/ui/card";
import { NewPasswordForm } from "../../features/auth/components/new-password-form";
import { ResetLinkExpired } from "../../features/auth/components/reset-link-expired";
import { usePageTitle } from "../../lib/use-page-title";

/** /reset-password?token=… — where the mailed reset link lands: choose a new password, then sign in. */
export default function ResetPasswordPage() {
  usePageTitle("Reset Password");
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get("token");
  const linkBroken = !token || params.get("error") !== null;

  return (
    <div className="relative isolate overflow-hidden px-4 py-12 sm:py-20">
      <HeroBackground still />
      <div className="relative mx-auto w-full max-w-md">
        <Link to="/auth" className="mb-6 inline-flex items-center gap-2 rounded-lg text-sm font-medium text-zinc-400 transition hover:text-white">
          <ArrowLeft className="size-4" aria-hidden="true" />
          Back to Sign In
        </Link>
        <Card className="shadow-2xl shadow-black/40">
          {linkBroken ? <ResetLinkExpired /> : <NewPasswordForm token={token} onReset={() => navigate("/auth", { replace: true })} />}
        </Card>
      </div>
    </div>
  );
}
