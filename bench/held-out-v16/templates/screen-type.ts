// What one held-out screen is: its metadata, the device it is drawn on, how the saved image is
// degraded, and the HTML of everything below the status bar. The text lines and their roles are not
// written here: draw-held-out-v4.ts reads them back from the rendered page, so the ground truth is what
// was drawn, letter for letter.

export type Kind = "profile" | "post" | "chat" | "review" | "listing" | "story" | "comments" | "other";

/** CSS viewport of the phone; every screen is captured at device scale 3. */
export type Device = "iphone" | "iphone-max" | "android";

export const DEVICES: Record<Device, { width: number; height: number }> = {
  iphone: { width: 390, height: 844 }, // 1170×2532
  "iphone-max": { width: 428, height: 926 }, // 1284×2778
  android: { width: 360, height: 780 }, // 1080×2340
};

export interface Crop {
  /** CSS pixels cut from each edge of the captured screen. */
  top?: number;
  bottom?: number;
  left?: number;
  right?: number;
}

export interface Banner {
  app: string;
  /** Icon tile colour of the app that sent the notification. */
  color: string;
  title: string;
  body: string;
  /** Whose words the body is (a notification from someone else). */
  author: string;
  age: string;
}

export interface ScreenSpec {
  id: string;
  app: string;
  kind: Kind;
  dark: boolean;
  device: Device;
  format: "png" | "jpeg";
  /** JPEG quality 60–80 when format is jpeg. */
  quality?: number;
  /** As the screen shows them: name is the display name, or the handle when no other name is shown; handle is null when none is. */
  owner: { name: string; handle: string | null };
  /** Status bar clock and battery, as the phone drew them. */
  time: string;
  battery: number;
  /** Status bar drawn white on dark app chrome even in light mode (a coloured header). */
  statusBarDark?: boolean;
  /** Background of the status bar strip; defaults to the page background. */
  statusBarBackground?: string;
  keyboard?: boolean;
  /** The keyboard's three word suggestions (iOS). */
  suggestions?: [string, string, string];
  banner?: Banner;
  crop?: Crop;
  /** Final image width in pixels when the upload was downscaled. */
  downscaleTo?: number;
  /** Saves in order, each from the previous one's pixels (a second-generation copy); replaces quality and downscaleTo. */
  generations?: { width?: number; quality: number }[];
  /** How many lines are cut part-way by a scroll edge, the keyboard, a banner or the crop (0 when all are whole). */
  cutLines?: number;
  /** True when other people's replies, comments or messages sit under the owner's words. */
  replies: boolean;
  css: string;
  /** Everything between the status bar and the bottom of the screen (keyboard excluded). */
  html: string;
}
