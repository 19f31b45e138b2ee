import Link from 'next/link'

import { getGlobal } from '@/lib/queries'
import { getPayloadClient } from '@/lib/payload'
import { presentNews } from '@/presenters/news'

export default async function HomePage() {
  const home = await getGlobal('home-page')
  const payload = await getPayloadClient()
  const { docs } = await payload.find({ collection: 'news', sort: '-date', limit: 6, depth: 1 })
  const news = docs.map(presentNews)
  return (
    <>
      <section className="hero">
        <div className="container">
          <h1>{home.heroHeadline}</h1>
          {home.heroText ? <p>{home.heroText}</p> : null}
          <Link className="button" href="/about">
            {home.heroButtonLabel || 'Learn More About Us'}
          </Link>
        </div>
      </section>
      <section className="container section">
        <h2>{home.whatWeDoTitle || 'What We Do'}</h2>
        <div className="cards">
          {(home.whatWeDo ?? []).map((card) => (
            <article className="card" key={card.id ?? card.title}>
              <h3>{card.title}</h3>
              <p>{card.text}</p>
            </article>
          ))}
        </div>
      </section>
      <section className="container section">
        <h2>{home.newsPanelTitle || 'Latest News & Events'}</h2>
        <ul className="news-list">
          {news.map((item) => (
            <li key={item.id}>
              <Link href={`/media/news/${item.id}`}>{item.title}</Link>{' '}
              <time dateTime={item.date}>{new Date(item.date).toLocaleDateString('en-IN')}</time>
            </li>
          ))}
        </ul>
        <Link className="button" href="/media/news">
          View All News
        </Link>
      </section>
    </>
  )
}
