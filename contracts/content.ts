/**
 * CMS content shapes (docs/reference.md#data "CMS data"). Fields documented as HTML hold
 * strings of HTML restricted to: h2, h3, p, ul, ol, li, strong, em, a.
 */

/** A banner in the "works" strip: image and an in-app link. */
export interface CmsBanner {
  img: string;
  link: string;
}

/** A titled block with an image. */
export interface CmsBlock {
  title: string;
  content: string;
  img: string;
}

/** A content card inside a section. */
export interface CmsSubContent {
  img: string;
  title: string;
  content: string;
}

/** A titled section with a list of cards. */
export interface CmsSection {
  title: string;
  content: string;
  subContent: CmsSubContent[];
}

/** An About Us card. */
export interface AboutCard {
  img: string;
  title: string;
  /** HTML */
  content: string;
}

/** A "How it works" block with a video and its poster image. */
export type CmsVideoBlock = CmsBlock & { video: string; poster: string };

/** The whole content document served by the content service. */
export interface CmsContent {
  title: string;
  titleContent: string;
  works: { banners: CmsBanner[] };
  forBusiness: CmsVideoBlock;
  forFreelancer: CmsVideoBlock;
  freelancerContent: CmsSection;
  eConsultant: CmsSection;
  aboutus: {
    array: AboutCard[];
    /** `content` is HTML. */
    story: { img: string; title: string; content: string };
  };
  /** Slider lines keyed by page name (default 'IndexPage'). */
  slider2: Record<string, string[]>;
  /** HTML */
  termsAndConditions: string;
  /** HTML */
  privacyAndCookies: { privacy: string; cookies: string };
  /** HTML */
  help: string;
}
