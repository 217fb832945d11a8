import { POST_BROAD_HASHTAG_JOKES } from "./posts-hashtags-broad";
import { POST_COOKING_BOAST_JOKES } from "./posts-cooking-boasts";
import { POST_OCCASION_JOKES } from "./posts-occasions";
import { POST_CAPTION_JOKES } from "./posts-captions";
import { POST_HASHTAG_JOKES } from "./posts-hashtags";
import { POST_MILESTONE_JOKES } from "./posts-milestones";
import { POST_MUSIC_JOKES } from "./posts-music";
import { POST_FITNESS_JOKES } from "./posts-fitness";
import { POST_HOME_JOKES } from "./posts-home";
import { POST_STUDY_JOKES } from "./posts-study";
import { POST_COOKING_JOKES } from "./posts-cooking";
import { POST_PET_JOKES } from "./posts-pets";
import { POST_CELEBRATION_JOKES } from "./posts-celebrations";
import { POST_STAT_JOKES } from "./posts-stats";
import { POST_VOICE_JOKES } from "./posts-voice";
import { POST_WORK_JOKES } from "./posts-work";

/**
 * Posts, captions, hashtags and stats: the stock captions of a feed and a story, the working
 * feed's announcements, hashtags, stats screens and stickers, music (playlists, tracks), fitness,
 * home, study, cooking, pets and celebrations, one part a file.
 */
export const POST_JOKES = [
  ...POST_CAPTION_JOKES,
  ...POST_VOICE_JOKES,
  ...POST_HASHTAG_JOKES,
  ...POST_BROAD_HASHTAG_JOKES,
  ...POST_WORK_JOKES,
  ...POST_STAT_JOKES,
  ...POST_MILESTONE_JOKES,
  ...POST_MUSIC_JOKES,
  ...POST_FITNESS_JOKES,
  ...POST_HOME_JOKES,
  ...POST_STUDY_JOKES,
  ...POST_COOKING_JOKES,
  ...POST_COOKING_BOAST_JOKES,
  ...POST_PET_JOKES,
  ...POST_CELEBRATION_JOKES,
  ...POST_OCCASION_JOKES,
];
