import { bilingual } from '../../../platform/i18n/define'

/**
 * The public media pages (/media/news, a news item, /media/photos,
 * /media/videos): headings, empty and error states, links and the lightbox's
 * buttons. Titles, texts and alt texts of the items are the CMS's.
 */
export const MEDIA_TEXT = bilingual(
  {
    news: {
      title: 'Latest News & Events',
      description: 'News, circulars and events of the Uttar Pradesh Community Health Officers association.',
      failed: 'Failed to fetch news items',
      empty: 'No news items available at the moment',
      postedOn: 'Posted on',
      readMore: 'Read More',
      readMoreAbout: ' about {title}',
      back: 'Back to News',
      detailFailed: 'Failed to fetch news details',
      notFound: 'News item not found',
      notFoundText: 'The news item may have been removed, or the link is incorrect.',
      relatedDocument: 'Related Document',
      relatedDocumentOf: 'Related Document: {title}',
      cannotSee: 'Cannot see the document?',
      openPdf: 'Open PDF',
      openThePdf: 'Open the PDF',
    },
    pdf: {
      view: 'View PDF',
      // Chromium adds a space around this visually hidden text, so the name reads 'View PDF for …'.
      about: ' for {title}, opens in a new tab',
    },
    photos: {
      title: 'Photo Gallery',
      description: 'Photos of meetings, health camps and events of Community Health Officers across Uttar Pradesh.',
      failed: 'Failed to fetch photos',
      empty: 'No photos available at the moment',
      view: 'View',
      viewPhoto: ' photo: {title}',
      close: 'Close',
      previous: 'Previous photo',
      next: 'Next photo',
      counter: '{n} / {total}',
    },
    videos: {
      title: 'Video Gallery',
      description: 'Videos of meetings, trainings and guidance for Community Health Officers in Uttar Pradesh.',
      failed: 'Failed to fetch videos',
      empty: 'No videos available at the moment',
      play: 'Play video: {title}',
      close: 'Close',
    },
  },
  {
    news: {
      title: 'समाचार और कार्यक्रम',
      description: 'उत्तर प्रदेश सामुदायिक स्वास्थ्य अधिकारी संघ के समाचार, परिपत्र और कार्यक्रम।',
      failed: 'समाचार नहीं मिल सके',
      empty: 'अभी कोई समाचार उपलब्ध नहीं है',
      postedOn: 'प्रकाशित:',
      readMore: 'पूरा पढ़ें',
      readMoreAbout: ' ({title} के बारे में)',
      back: 'समाचार पर वापस जाएँ',
      detailFailed: 'समाचार का विवरण नहीं मिल सका',
      notFound: 'समाचार नहीं मिला',
      notFoundText: 'हो सकता है यह समाचार हटा दिया गया हो, या लिंक गलत हो।',
      relatedDocument: 'संबंधित दस्तावेज़',
      relatedDocumentOf: 'संबंधित दस्तावेज़: {title}',
      cannotSee: 'दस्तावेज़ नहीं दिख रहा?',
      openPdf: 'PDF खोलें',
      openThePdf: 'PDF खोलें',
    },
    pdf: {
      view: 'PDF देखें',
      about: ' ({title}, नए टैब में खुलता है)',
    },
    photos: {
      title: 'फ़ोटो गैलरी',
      description: 'पूरे उत्तर प्रदेश में सामुदायिक स्वास्थ्य अधिकारियों की बैठकों, स्वास्थ्य शिविरों और कार्यक्रमों की फ़ोटो।',
      failed: 'फ़ोटो नहीं मिल सकीं',
      empty: 'अभी कोई फ़ोटो उपलब्ध नहीं है',
      view: 'देखें',
      viewPhoto: ' फ़ोटो: {title}',
      close: 'बंद करें',
      previous: 'पिछली फ़ोटो',
      next: 'अगली फ़ोटो',
      counter: '{total} में से {n}',
    },
    videos: {
      title: 'वीडियो गैलरी',
      description: 'उत्तर प्रदेश के सामुदायिक स्वास्थ्य अधिकारियों के लिए बैठकों, प्रशिक्षणों और मार्गदर्शन के वीडियो।',
      failed: 'वीडियो नहीं मिल सके',
      empty: 'अभी कोई वीडियो उपलब्ध नहीं है',
      play: 'वीडियो चलाएँ: {title}',
      close: 'बंद करें',
    },
  },
)
