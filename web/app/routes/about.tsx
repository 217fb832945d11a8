import { Flame, Heart, Lock, MapPin, Zap } from "lucide-react";
import { Link } from "react-router";
import { BRAND, SUPPORT_EMAIL } from "../../../common/brand";
import { PageHero } from "../../components/marketing/page-hero";
import { buttonClasses } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { useAuth } from "../../features/auth";
import { HowItWorks } from "../../features/landing/components/how-it-works";
import { usePageTitle } from "../../lib/use-page-title";

const values = [
  { icon: Heart, title: "Playful, never cruel", text: "PG-13 jokes about posts, poses and outfits. Never about who someone is." },
  { icon: Lock, title: "Private by design", text: "Screenshots are deleted within 24 hours. We never sell data, full stop." },
  { icon: Zap, title: "Fast and shareable", text: "Seven seconds, captions burned in, portrait and landscape. Post it anywhere." },
];

/** /about — mission, how it works, who we are. */
export default function AboutPage() {
  usePageTitle("About");
  const { user } = useAuth();
  return (
    <>
      <PageHero eyebrow={`About ${BRAND}`} title="We Put the Fun Back in Feedback">
        <p>Everyone has a friend who says what everybody's thinking. {BRAND} is that friend, with an AI sense of humour and perfect comic timing.</p>
      </PageHero>
      <section aria-labelledby="mission-heading" className="mx-auto max-w-4xl px-4 py-16 text-center sm:px-6">
        <h2 id="mission-heading" className="text-3xl font-extrabold text-white sm:text-4xl">
          Our Mission
        </h2>
        <p className="mt-5 text-lg leading-relaxed text-zinc-300">
          Social media is serious business: curated grids, polished bios, the perfect angle. We think it deserves a laugh. Our mission is to help people not
          take their online selves too seriously, with short, clever, good-natured roast videos that bring friends together instead of tearing anyone down.
        </p>
      </section>
      <div className="mx-auto grid max-w-6xl gap-5 px-4 sm:grid-cols-3 sm:px-6">
        {values.map(({ icon: Icon, title, text }) => (
          <Card key={title} className="p-6 sm:p-6">
            <Icon className="size-7 text-flame-400" aria-hidden="true" />
            <h3 className="mt-4 text-lg font-bold text-white">{title}</h3>
            <p className="mt-2 text-sm text-zinc-400">{text}</p>
          </Card>
        ))}
      </div>
      <HowItWorks />
      <section aria-labelledby="company-heading" className="mx-auto max-w-4xl px-4 pb-20 sm:px-6">
        <Card className="flex flex-col gap-8 sm:flex-row sm:items-center sm:justify-between">
          <div>
            <h2 id="company-heading" className="text-2xl font-bold text-white">
              Company Info
            </h2>
            <p className="mt-3 flex items-center gap-2 text-zinc-300">
              <MapPin className="size-4 text-flame-400" aria-hidden="true" />
              {BRAND}, operated from Reykjavík, Iceland
            </p>
            <p className="mt-2 text-sm text-zinc-400">
              Support:{" "}
              <a href={`mailto:${SUPPORT_EMAIL}`} className="text-flame-300 hover:underline">
                {SUPPORT_EMAIL}
              </a>
            </p>
          </div>
          <Link to={user ? "/roast" : "/auth"} className={buttonClasses({ size: "lg" })}>
            <Flame className="size-5" aria-hidden="true" />
            Get Your Free Roast
          </Link>
        </Card>
      </section>
    </>
  );
}
