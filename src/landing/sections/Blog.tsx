import { useLandingMessages } from '@/landing/messages.ts';
import CardSection from '../CardSection.tsx';
import { sectionIds } from '../sections.ts';

const covers = ['/landing-blog-data.svg', '/landing-blog-points.svg', '/landing-blog-story.svg'];

/** Three recent posts with lazy, sized cover images; the post links are placeholders. */
export default function Blog() {
  const messages = useLandingMessages();
  const t = messages.blog;
  return (
    <CardSection id={sectionIds.blog} text={t} grid="lp-three-grid">
      {t.items.map((post, index) => (
        <li key={post.title} className="lp-card lp-link-card lp-post">
          <img src={covers[index]} alt="" width="400" height="225" loading="lazy" decoding="async" />
          <div className="lp-post-body">
            <p className="lp-post-meta">
              <span className="lp-tag">{post.tag}</span>
              {post.date}
            </p>
            <h3>
              <a href={`#${sectionIds.blog}`}>{post.title}</a>
            </h3>
          </div>
        </li>
      ))}
    </CardSection>
  );
}
