import type { Locale } from './locales'

/**
 * The messages of the /api answers and of the forms' checks, in Hindi.
 * English is the spec's text and the key: the handlers and the shared schemas
 * keep throwing the spec's English, and the HTTP edge (src/platform/http/route.ts)
 * answers a request that asks for Hindi (Accept-Language) with these; the
 * Hindi pages show their form checks through the same function. Messages with
 * a variable part are patterns. tests/unit/platform/i18n-api-messages.test.ts walks
 * every exported message of the code and fails on one missing here.
 */

/** The fields as the Hindi forms label them (the English message names the field key). */
export const FIELD_NAMES_HI: Record<string, string> = {
  Name: 'नाम',
  Email: 'ई-मेल',
  Ehrms: 'EHRMS कोड',
  Gender: 'लिंग',
  Block: 'ब्लॉक',
  JoiningDate: 'कार्यभार ग्रहण की तिथि',
  Dob: 'जन्म तिथि',
  Phone: 'फ़ोन नंबर',
  District: 'ज़िला',
  Designation: 'पदनाम',
  Ayushman: 'आयुष्मान आरोग्य मंदिर',
  Password: 'पासवर्ड',
  ConfirmPassword: 'पासवर्ड की पुष्टि',
  Subject: 'विषय',
  Description: 'विवरण',
  Message: 'संदेश',
  // The office's offline payment form
  Year: 'वर्ष',
  Amount: 'राशि',
  Reference: 'संदर्भ',
  Note: 'टिप्पणी',
  // The roll import's own columns
  PaidYear: 'भुगतान वर्ष',
  ReceiptReference: 'रसीद संदर्भ',
}

const field = (label: string) => FIELD_NAMES_HI[label] ?? label

const FIXED_HI: Record<string, string> = {
  // ---- the second factor (src/features/accounts/rules/two-factor.ts, src/features/accounts/two-factor/reset.ts) ----
  'Enter the 6-digit code from your authenticator app.': 'अपने ऑथेंटिकेटर ऐप से 6 अंकों का कोड लिखें।',
  'The code is not correct or has already been used. Please try again.': 'कोड सही नहीं है या पहले ही इस्तेमाल हो चुका है। कृपया फिर से कोशिश करें।',
  'Please enter the 6-digit code from your authenticator app, or a recovery code.':
    'कृपया अपने ऑथेंटिकेटर ऐप का 6 अंकों का कोड या कोई रिकवरी कोड लिखें।',
  'Set up your second factor first: open /account/two-factor to connect an authenticator app.':
    'पहले अपना दूसरा सत्यापन सेट करें: ऑथेंटिकेटर ऐप जोड़ने के लिए /account/two-factor खोलें।',
  'Your second factor is already set up.': 'आपका दूसरा सत्यापन पहले से सेट है।',
  'Start the set-up first: no authenticator secret is waiting to be confirmed.':
    'पहले सेट-अप शुरू करें: पुष्टि के लिए कोई ऑथेंटिकेटर कुंजी प्रतीक्षा में नहीं है।',
  'Only admins and coordinators use a second factor.': 'दूसरा सत्यापन केवल एडमिन और समन्वयक इस्तेमाल करते हैं।',
  "Admins sign in on the website's login page (/login?next=/cms) with their authenticator code.":
    'एडमिन वेबसाइट के लॉगिन पेज (/login?next=/cms) पर अपने ऑथेंटिकेटर कोड के साथ लॉगिन करते हैं।',
  'The second factor has been reset. The user sets it up again at the next sign-in.':
    'दूसरा सत्यापन रीसेट हो गया। उपयोगकर्ता अगली बार लॉगिन पर इसे फिर से सेट करेंगे।',
  'Please give a reason for the reset (at least 5 characters).': 'कृपया रीसेट का कारण लिखें (कम से कम 5 अक्षर)।',
  'Only the second factor of an admin or coordinator can be reset.': 'केवल एडमिन या समन्वयक का दूसरा सत्यापन रीसेट किया जा सकता है।',
  'You cannot reset your own second factor. Sign in with a recovery code, or ask another admin.':
    'आप अपना दूसरा सत्यापन स्वयं रीसेट नहीं कर सकते। रिकवरी कोड से लॉगिन करें, या किसी दूसरे एडमिन से कहें।',
  // ---- end of the second factor ----
  // Forms and accounts
  'Please enter a valid email address': 'कृपया सही ई-मेल पता लिखें',
  'Please enter a valid 10-digit phone number': 'कृपया 10 अंकों का सही फ़ोन नंबर लिखें',
  'Passwords do not match': 'दोनों पासवर्ड मेल नहीं खाते',
  "Preferred language must be 'en' (English) or 'hi' (Hindi)": "पसंदीदा भाषा 'en' (अंग्रेज़ी) या 'hi' (हिन्दी) होनी चाहिए",
  'You must accept the privacy policy': 'आपको गोपनीयता नीति स्वीकार करनी होगी',
  'Password must be at least 8 characters long': 'पासवर्ड कम से कम 8 अक्षरों का होना चाहिए',
  'Password must be at least 6 characters long': 'पासवर्ड कम से कम 6 अक्षरों का होना चाहिए',
  'Password must be at most 128 characters long': 'पासवर्ड अधिक से अधिक 128 अक्षरों का हो सकता है',
  'Please select a district from the list': 'कृपया सूची से ज़िला चुनें',
  'Please select Male, Female or Other': 'कृपया पुरुष, महिला या अन्य चुनें',
  'Please enter a valid date': 'कृपया सही तिथि लिखें',
  'Please fill in all required fields correctly': 'कृपया सभी आवश्यक जानकारी सही-सही भरें',
  'Please send the form fields as a JSON object.': 'कृपया फ़ॉर्म की जानकारी JSON ऑब्जेक्ट के रूप में भेजें।',
  'An account with this email already exists': 'इस ई-मेल से एक खाता पहले से बना हुआ है',
  'An account with this EHRMS code already exists': 'इस EHRMS कोड से एक खाता पहले से बना हुआ है',
  'Invalid email or password': 'ई-मेल या पासवर्ड गलत है',
  'Too many attempts from your connection. Please try again in a few minutes.':
    'आपके कनेक्शन से बहुत अधिक प्रयास हुए हैं। कृपया कुछ मिनट बाद फिर से प्रयास करें।',
  'Too many reset requests. Please try again later.': 'पासवर्ड बदलने के बहुत अधिक अनुरोध हुए हैं। कृपया बाद में फिर से प्रयास करें।',
  'If an account exists for this email, a reset link has been sent.': 'यदि इस ई-मेल से कोई खाता है, तो पासवर्ड बदलने का लिंक भेज दिया गया है।',
  'This reset link is invalid or has expired. Please request a new one.': 'यह लिंक अमान्य है या इसकी अवधि समाप्त हो गई है। कृपया नया लिंक मँगाएँ।',
  'Your password has been reset. You can now log in.': 'आपका पासवर्ड बदल दिया गया है। अब आप लॉग इन कर सकते हैं।',
  'Signed out': 'आप लॉग आउट हो गए हैं',
  'Grievance submitted successfully!': 'शिकायत सफलतापूर्वक दर्ज हो गई!',
  'This text contains control characters (such as NUL), which cannot be stored. Please remove them.':
    'इस पाठ में नियंत्रण वर्ण (जैसे NUL) हैं, जिन्हें सहेजा नहीं जा सकता। कृपया उन्हें हटाएँ।',
  // What the database refuses past a schema (src/platform/db/input-errors.ts, route())
  'A related document does not exist.': 'जुड़ा हुआ दस्तावेज़ मौजूद नहीं है।',
  'A value is not of the right form.': 'कोई मान सही रूप में नहीं है।',
  'A number is out of range.': 'कोई संख्या सीमा से बाहर है।',
  'A date is not of the right form.': 'कोई तारीख़ सही रूप में नहीं है।',
  'A date is out of range.': 'कोई तारीख़ सीमा से बाहर है।',
  'A text holds characters that cannot be stored.': 'किसी पाठ में ऐसे वर्ण हैं जिन्हें सहेजा नहीं जा सकता।',
  'A text is too long.': 'कोई पाठ बहुत लंबा है।',
  'This value is already taken.': 'यह मान पहले से लिया जा चुका है।',
  // Signing in and rights
  'Authentication required. Please login again.': 'प्रमाणीकरण आवश्यक है। कृपया फिर से लॉग इन करें।',
  'You do not have permission to do this.': 'आपको यह करने की अनुमति नहीं है।',
  // The HTTP edge
  'Please send the request as JSON.': 'कृपया अनुरोध JSON के रूप में भेजें।',
  'The request is too large.': 'अनुरोध बहुत बड़ा है।',
  'Something went wrong. Please try again later.': 'कुछ गड़बड़ हो गई। कृपया बाद में फिर से प्रयास करें।',
  'Something went wrong': 'कुछ गड़बड़ हो गई',
  'Not found': 'नहीं मिला',
  'Not found.': 'नहीं मिला।',
  // Payments
  'Failed to create order': 'भुगतान का ऑर्डर नहीं बन सका',
  'Order not found.': 'ऑर्डर नहीं मिला।',
  'Payment verification failed': 'भुगतान की पुष्टि नहीं हो सकी',
  'Could not reach the payment gateway. Please try again in a few minutes.':
    'भुगतान गेटवे से संपर्क नहीं हो सका। कृपया कुछ मिनट बाद फिर से प्रयास करें।',
  'Send order_id and outcome (success or failure).': 'order_id और outcome (success या failure) भेजें।',
  'Webhooks are not configured.': 'वेबहुक सेट नहीं किए गए हैं।',
  'Missing signature.': 'हस्ताक्षर नहीं है।',
  'Invalid signature.': 'हस्ताक्षर अमान्य है।',
  'Invalid webhook body.': 'वेबहुक की सामग्री अमान्य है।',
  // Grievances and contact messages (the office's work lists)
  'Status must be one of: pending, in-progress, resolved.': 'स्थिति इनमें से एक होनी चाहिए: pending, in-progress, resolved।',
  'Please send the new status as JSON, e.g. {"status": "resolved"}.': 'कृपया नई स्थिति JSON में भेजें, जैसे {"status": "resolved"}।',
  'Grievance not found': 'शिकायत नहीं मिली',
  'Contact submission not found': 'संपर्क संदेश नहीं मिला',
  // The grievance desk (src/features/grievances/rules/grievances.ts)
  'Please choose a category from the list.': 'कृपया सूची में से एक श्रेणी चुनें।',
  'You can attach at most 3 files.': 'आप अधिकतम 3 फ़ाइलें संलग्न कर सकते हैं।',
  'Each attachment must be at most 5 MB.': 'हर संलग्न फ़ाइल अधिकतम 5 MB की हो सकती है।',
  'Attachments must be PDF files or JPEG, PNG or WebP images.': 'संलग्न फ़ाइलें PDF या JPEG, PNG या WebP चित्र होनी चाहिए।',
  'You can rate the answer once your grievance is resolved.': 'शिकायत का समाधान होने के बाद ही आप उत्तर को रेटिंग दे सकते हैं।',
  'You have already rated this answer.': 'आप इस उत्तर को पहले ही रेटिंग दे चुके हैं।',
  'Please give a rating from 1 to 5.': 'कृपया 1 से 5 के बीच रेटिंग दें।',
  'Only a resolved grievance can be reopened.': 'केवल समाधान की गई शिकायत ही फिर से खोली जा सकती है।',
  'The time to reopen this grievance has passed.': 'इस शिकायत को फिर से खोलने का समय निकल चुका है।',
  'Please write a reply.': 'कृपया उत्तर लिखें।',
  'This grievance is not in your districts.': 'यह शिकायत आपके ज़िलों की नहीं है।',
  'A case can be assigned only to an admin or to a coordinator of its district.':
    'मामला केवल किसी एडमिन या उसके ज़िले के समन्वयक को सौंपा जा सकता है।',
  // The member's rating and reopening (src/features/grievances/rules/follow.ts)
  'The comment must be at most 1000 characters.': 'टिप्पणी अधिकतम 1000 अक्षरों की हो सकती है।',
  'The reason must be at most 1000 characters.': 'कारण अधिकतम 1000 अक्षरों का हो सकता है।',
  // The grievance desk: replies and assignment (src/features/grievances/operations/replies.ts, assign.ts)
  'A reply can be at most 5000 characters.': 'उत्तर अधिकतम 5000 अक्षरों का हो सकता है।',
  'Please send the reply as JSON, e.g. {"text": "…", "internal": false}.': 'कृपया उत्तर JSON में भेजें, जैसे {"text": "…", "internal": false}।',
  'Internal must be true or false.': 'Internal का मान true या false होना चाहिए।',
  'Please send the assignee as JSON, e.g. {"assigneeId": 12} or {"assigneeId": null}.':
    'कृपया ज़िम्मेदार व्यक्ति JSON में भेजें, जैसे {"assigneeId": 12} या {"assigneeId": null}।',
  // ---- the period of the desk's figures (src/features/grievances/rules/report.ts) ----
  'Please give the start date as YYYY-MM-DD.': 'कृपया आरंभ की तारीख़ YYYY-MM-DD के रूप में दें।',
  'Please give the end date as YYYY-MM-DD.': 'कृपया अंतिम तारीख़ YYYY-MM-DD के रूप में दें।',
  'The start date must not be after the end date.': 'आरंभ की तारीख़ अंतिम तारीख़ के बाद की नहीं हो सकती।',
  'The period can be at most 366 days.': 'अवधि अधिकतम 366 दिनों की हो सकती है।',
  'Please give the month as YYYY-MM.': 'कृपया महीना YYYY-MM के रूप में दें।',
  // ---- end ----
  'Please send your name, email and message.': 'कृपया अपना नाम, ई-मेल और संदेश भेजें।',
  'Thank you for your message! We will get back to you soon.': 'आपके संदेश के लिए धन्यवाद! हम जल्द ही आपसे संपर्क करेंगे।',
  'Too many messages from your connection. Please try again in a few minutes.':
    'आपके कनेक्शन से बहुत अधिक संदेश आए हैं। कृपया कुछ मिनट बाद फिर से प्रयास करें।',
  // Filing a grievance (src/features/grievances/rules/filing.ts)
  'Please send the grievance as JSON, or as multipart/form-data with the fields subject, description, category and attachments.':
    'कृपया शिकायत JSON में भेजें, या multipart/form-data में subject, description, category और attachments फ़ील्ड के साथ भेजें।',
  // Uploads
  'Please choose a folder: news-pdfs, news-photos, gallery-photos, gallery-photos/thumbnails.':
    'कृपया एक फ़ोल्डर चुनें: news-pdfs, news-photos, gallery-photos, gallery-photos/thumbnails।',
  'Please choose a file to upload.': 'कृपया अपलोड करने के लिए एक फ़ाइल चुनें।',
  'Please upload one file at a time.': 'कृपया एक बार में एक ही फ़ाइल अपलोड करें।',
  'Please send the file as multipart/form-data with the fields file and folder.':
    'कृपया फ़ाइल को multipart/form-data में file और folder फ़ील्ड के साथ भेजें।',
  'The image could not be read. Please choose a JPEG, PNG or WebP image.': 'चित्र पढ़ा नहीं जा सका। कृपया JPEG, PNG या WebP चित्र चुनें।',
  'The PDF seems damaged or incomplete. Please choose another PDF file.': 'यह PDF खराब या अधूरी लगती है। कृपया दूसरी PDF फ़ाइल चुनें।',
  'The PDF contains scripts or actions that start programs. Please save it again as a plain PDF (for example with Print to PDF) and upload that.':
    'इस PDF में ऐसी स्क्रिप्ट या क्रियाएँ हैं जो प्रोग्राम चलाती हैं। कृपया इसे साधारण PDF के रूप में दोबारा सहेजें (जैसे Print to PDF से) और वही अपलोड करें।',
  'The PDF could not be checked (it may be encrypted). Please save it again as a plain PDF (for example with Print to PDF) and upload that.':
    'इस PDF की जाँच नहीं हो सकी (यह एन्क्रिप्टेड हो सकती है)। कृपया इसे साधारण PDF के रूप में दोबारा सहेजें (जैसे Print to PDF से) और वही अपलोड करें।',
  'Only PDF files can be uploaded here.': 'यहाँ केवल PDF फ़ाइलें अपलोड की जा सकती हैं।',
  'Only JPEG, PNG or WebP images can be uploaded here.': 'यहाँ केवल JPEG, PNG या WebP चित्र अपलोड किए जा सकते हैं।',
  // News, photos and videos (the office's media pages)
  'Please fill in all required fields': 'कृपया सभी आवश्यक जानकारी भरें',
  'Title and image URL are required': 'शीर्षक और चित्र का URL आवश्यक हैं',
  'Title and video URL are required': 'शीर्षक और वीडियो का URL आवश्यक हैं',
  'Please enter a video URL starting with http:// or https://': 'कृपया http:// या https:// से शुरू होने वाला वीडियो URL लिखें',
  'The title must be at most 200 characters': 'शीर्षक अधिक से अधिक 200 अक्षरों का हो सकता है',
  'The content must be at most 20000 characters': 'सामग्री अधिक से अधिक 20000 अक्षरों की हो सकती है',
  'The description must be at most 2000 characters': 'विवरण अधिक से अधिक 2000 अक्षरों का हो सकता है',
  'The video URL must be at most 500 characters': 'वीडियो URL अधिक से अधिक 500 अक्षरों का हो सकता है',
  'The PDF must be a file uploaded to news-pdfs.': 'PDF, news-pdfs में अपलोड की गई फ़ाइल होनी चाहिए।',
  'The photo must be an image uploaded to news-photos.': 'फ़ोटो, news-photos में अपलोड किया गया चित्र होना चाहिए।',
  'The image must be a file uploaded to gallery-photos.': 'चित्र, gallery-photos में अपलोड की गई फ़ाइल होनी चाहिए।',
  'The thumbnail must be an image uploaded to gallery-photos/thumbnails.':
    'छोटा चित्र, gallery-photos/thumbnails में अपलोड किया गया चित्र होना चाहिए।',
  'News item not found': 'समाचार नहीं मिला',
  'Photo not found': 'फ़ोटो नहीं मिला',
  'Video not found': 'वीडियो नहीं मिला',
  'News item deleted': 'समाचार हटा दिया गया',
  'Unknown language: use lang=en or lang=hi': 'अज्ञात भाषा: lang=en या lang=hi लिखें',
  'Photo deleted': 'फ़ोटो हटा दिया गया',
  'Video deleted': 'वीडियो हटा दिया गया',
  // The circulars library (GET /api/circulars)
  'Failed to fetch circulars': 'परिपत्र नहीं मिल सके',
  'The search text must be at most 200 characters': 'खोज का पाठ अधिक से अधिक 200 अक्षरों का हो सकता है',
  'The tag must be a tag slug such as honorarium or leave.': 'विषय एक विषय-कोड होना चाहिए, जैसे honorarium या leave।',
  'The year must be a number from 1950 to 2100.': 'वर्ष 1950 से 2100 के बीच की संख्या होना चाहिए।',
  'The page must be a whole number from 1 to 1000.': 'पृष्ठ 1 से 1000 के बीच की पूर्ण संख्या होना चाहिए।',
  'The limit must be a whole number from 1 to 50.': 'सीमा 1 से 50 के बीच की पूर्ण संख्या होनी चाहिए।',
  "The language must be 'en' (English) or 'hi' (Hindi)": "भाषा 'en' (अंग्रेज़ी) या 'hi' (हिन्दी) होनी चाहिए",
  'A tag slug may hold only small letters a-z, digits and hyphens.': 'विषय-कोड में केवल छोटे अक्षर a-z, अंक और हाइफ़न हो सकते हैं।',
  // The office: coordinators' districts and /admin/districts (coverage)
  'This member is not in your districts.': 'यह सदस्य आपके ज़िलों में नहीं है।',
  'The year must be a membership year such as 2026 (2020 to next year).': 'वर्ष एक सदस्यता वर्ष होना चाहिए, जैसे 2026 (2020 से अगले वर्ष तक)।',
  // The charts of /admin/districts (GET /api/admin/districts/chart, src/features/office/operations/district-chart.tsx)
  'The chart must be one of: districts, monthly.': 'चार्ट इनमें से एक होना चाहिए: districts, monthly।',
  // The member register and the member file (src/features/office/rules/register.ts)
  'Status must be one of: paid, pending, unpaid, revoked, due-for-renewal, lapsed.':
    'स्थिति इनमें से एक होनी चाहिए: paid, pending, unpaid, revoked, due-for-renewal, lapsed।',
  'Sort must be one of: name, -name, district, -district, membershipId, -membershipId, createdAt, -createdAt.':
    'क्रम इनमें से एक होना चाहिए: name, -name, district, -district, membershipId, -membershipId, createdAt, -createdAt।',
  'The page must be a whole number from 1 to 10000.': 'पृष्ठ 1 से 10000 के बीच की पूर्ण संख्या होना चाहिए।',
  'The limit must be a whole number from 1 to 100.': 'सीमा 1 से 100 के बीच की पूर्ण संख्या होनी चाहिए।',
  'The year must be a four-digit year such as 2026.': 'वर्ष चार अंकों का होना चाहिए, जैसे 2026।',
  'The block must be at most 100 characters': 'ब्लॉक अधिक से अधिक 100 अक्षरों का हो सकता है',
  'Reason is required': 'कारण आवश्यक है',
  // OFFICE_MESSAGES (src/platform/http/office.ts); the other office helpers may add these two as well: keep one at merge.
  'Member not found': 'सदस्य नहीं मिला',
  'The reason must be at most 500 characters': 'कारण अधिक से अधिक 500 अक्षरों का हो सकता है',
  'Only a paid membership of this year can be revoked.': 'केवल इस वर्ष की भुगतान की गई सदस्यता ही रद्द की जा सकती है।',
  'This membership is already revoked.': 'यह सदस्यता पहले ही रद्द की जा चुकी है।',
  'Only a revoked membership can be reinstated.': 'केवल रद्द की गई सदस्यता ही बहाल की जा सकती है।',
  "Role must be 'member' or 'coordinator'.": "भूमिका 'member' (सदस्य) या 'coordinator' (समन्वयक) होनी चाहिए।",
  'A coordinator needs at least one district.': 'समन्वयक के लिए कम से कम एक ज़िला आवश्यक है।',
  'Please send the role as JSON, e.g. {"role": "coordinator", "districts": ["Agra"]}.':
    'कृपया भूमिका JSON में भेजें, जैसे {"role": "coordinator", "districts": ["Agra"]}।',
  // Renewal reminders (src/features/renewals/rules/renewal-input.ts; 'The year must be…' is the circulars' text above)
  'This unsubscribe link is not valid. Please open the link in your latest reminder e-mail again.':
    'यह अनुस्मारक बंद करने का लिंक मान्य नहीं है। कृपया अपने नवीनतम अनुस्मारक ई-मेल का लिंक फिर से खोलें।',
  'You will not get renewal reminders any more.': 'अब आपको नवीनीकरण अनुस्मारक नहीं भेजे जाएँगे।',
  'Please send {"reminders": true} or {"reminders": false}.': 'कृपया {"reminders": true} या {"reminders": false} भेजें।',
  // Payload's own API for users (the CMS)
  "Please use the website's Forgot Password page (/forgot-password).": 'कृपया वेबसाइट का "पासवर्ड भूल गए" पृष्ठ (/hi/forgot-password) उपयोग करें।',
  "Only admins create, change or delete accounts here. Please change your details on the website's Profile page (/profile).":
    'यहाँ केवल एडमिन खाते बनाते, बदलते या हटाते हैं। कृपया अपना विवरण वेबसाइट के प्रोफ़ाइल पृष्ठ (/hi/profile) पर बदलें।',
  // Offline payments and receipts
  'The year must be a membership year (4 digits) no later than the current one.':
    'वर्ष एक सदस्यता वर्ष (4 अंक) होना चाहिए, जो चालू वर्ष के बाद का न हो।',
  'The amount must be a whole number of paise, at least 100 (Rs 1.00) and at most 1,00,00,000 (Rs 1,00,000).':
    'राशि पैसे में पूर्ण संख्या होनी चाहिए, कम से कम 100 (₹1.00) और अधिक से अधिक 1,00,00,000 (₹1,00,000)।',
  'The method must be one of: cash, bank-transfer, upi, cheque.':
    'भुगतान का माध्यम इनमें से एक होना चाहिए: cash (नकद), bank-transfer (बैंक ट्रांसफ़र), upi (यूपीआई), cheque (चेक)।',
  'A reference is required for a bank transfer, UPI payment or cheque.': 'बैंक ट्रांसफ़र, यूपीआई भुगतान या चेक के लिए संदर्भ आवश्यक है।',
  'The date received is required': 'प्राप्ति की तिथि आवश्यक है',
  'The date received must be a date (YYYY-MM-DD) no later than today.':
    'प्राप्ति की तिथि एक तारीख (YYYY-MM-DD) होनी चाहिए, जो आज के बाद की न हो।',
  'Please send the payment as a JSON object.': 'कृपया भुगतान का विवरण JSON ऑब्जेक्ट के रूप में भेजें।',
  'Receipt not found': 'रसीद नहीं मिली',
  // The roll import (/admin/members/import)
  'Please choose a CSV file to import.': 'कृपया आयात के लिए CSV फ़ाइल चुनें।',
  "The file is not UTF-8 text. In Excel, save it as 'CSV UTF-8'.": "फ़ाइल UTF-8 में नहीं है। Excel में इसे 'CSV UTF-8' के रूप में सहेजें।",
  'The file has a header but no rows to import.': 'फ़ाइल में शीर्षक तो है, पर आयात के लिए कोई पंक्ति नहीं है।',
  'A receipt reference needs a paid year': 'रसीद संदर्भ के साथ भुगतान वर्ष भी आवश्यक है',
  'Please send the id of the dry run to commit.': 'कृपया जिस जाँच का आयात करना है, उसकी आईडी भेजें।',
  'Import not found': 'यह आयात नहीं मिला',
  'This import has already been committed.': 'यह आयात पहले ही पूरा हो चुका है।',
  'This import is already being committed.': 'एक आयात अभी चल रहा है। कृपया उसके पूरा होने की प्रतीक्षा करें।',
  'The members have changed since this dry run. Please run the dry run again.':
    'इस जाँच के बाद सदस्यों की जानकारी बदल गई है। कृपया फ़ाइल फिर से जाँचें।',
  // The data requests and the access log
  'Choose what you are asking for: a correction or erasure.': 'चुनें कि आप क्या माँग रहे हैं: सुधार या डेटा मिटाना।',
  'Say what should be corrected, and to what.': 'बताएँ कि क्या सुधारना है, और क्या लिखा जाए।',
  'Please keep the details under 2000 characters.': 'कृपया विवरण 2000 अक्षरों से कम रखें।',
  'You already have a request of this kind waiting for the office. You will be told by e-mail when it is decided.':
    'इस प्रकार का आपका एक अनुरोध पहले से कार्यालय के पास लंबित है। निर्णय होने पर आपको ई-मेल से बताया जाएगा।',
  'Choose approve or reject.': 'स्वीकार या अस्वीकार चुनें।',
  'Give a reason when you reject a request: the member is told it.': 'अनुरोध अस्वीकार करते समय कारण लिखें: यह सदस्य को बताया जाता है।',
  'Please keep the note under 2000 characters.': 'कृपया टिप्पणी 2000 अक्षरों से कम रखें।',
  'Data request not found': 'यह डेटा अनुरोध नहीं मिला',
  'This request has already been decided.': 'इस अनुरोध पर पहले ही निर्णय हो चुका है।',
  'The filter must be pending or decided.': 'फ़िल्टर लंबित या निर्णीत होना चाहिए।',
  'Please send the request as a JSON object.': 'कृपया अनुरोध JSON ऑब्जेक्ट के रूप में भेजें।',
  'The member, actor and page must be numbers.': 'सदस्य, कर्ता और पृष्ठ संख्याएँ होनी चाहिए।',
  // Opt-ins from /profile and the withdrawal link (src/features/privacy/operations/opt-ins.ts, src/features/privacy/rules/opt-in-input.ts)
  'Your membership consent cannot be withdrawn here. To end it, ask for your data to be erased on the My data page (/my-data).':
    'सदस्यता की सहमति यहाँ वापस नहीं ली जा सकती। इसे समाप्त करने के लिए "मेरा डेटा" पृष्ठ (/hi/my-data) पर अपना डेटा मिटाने का अनुरोध करें।',
  'The purpose must be one of: membership, newsletter, whatsapp.':
    'उद्देश्य इनमें से एक होना चाहिए: membership (सदस्यता), newsletter (समाचार-पत्र), whatsapp (व्हाट्सऐप)।',
  'Please send "granted": true to opt in or false to withdraw.': 'कृपया सहमति देने के लिए "granted": true या वापस लेने के लिए false भेजें।',
  'Please send your choice as JSON, e.g. {"purpose": "newsletter", "granted": true}.':
    'कृपया अपना विकल्प JSON में भेजें, जैसे {"purpose": "newsletter", "granted": true}।',
  'This withdrawal link is not valid. Please open the link in the confirmation e-mail again, or change your choices on your profile.':
    'सहमति वापस लेने का यह लिंक मान्य नहीं है। कृपया पुष्टि ई-मेल का लिंक फिर से खोलें, या अपनी प्रोफ़ाइल में अपने विकल्प बदलें।',

  // GET /api/my-data
  'No data is held for this account.': 'इस खाते का कोई डेटा हमारे पास नहीं है।',

  // ---- the privacy notice's confirmation at sign-in (src/features/privacy/rules/notice.ts) ----
  'Please send the notice version you read as a JSON object: {"version": N}.':
    'कृपया पढ़ी गई सूचना का संस्करण JSON ऑब्जेक्ट के रूप में भेजें: {"version": N}।',
  'The notice version must be a whole number.': 'सूचना का संस्करण एक पूर्ण संख्या होना चाहिए।',
  'A newer privacy notice is in force. Please read it and confirm again.': 'अब एक नई गोपनीयता सूचना लागू है। कृपया उसे पढ़ें और फिर से पुष्टि करें।',
  'Only members confirm the privacy notice.': 'गोपनीयता सूचना की पुष्टि केवल सदस्य करते हैं।',
  // ---- end ----
}

/** The keys the import's duplicate messages name. */
const importKey = (k: string) => ({ 'EHRMS code': 'EHRMS कोड', 'e-mail': 'ई-मेल', 'phone number': 'फ़ोन नंबर' })[k] ?? k

const seconds = (n: string) => `${n} सेकंड`
const minutes = (n: string) => `${n} मिनट`

/** Messages with a variable part: the English pattern and its Hindi. */
const PATTERNS_HI: [RegExp, (...parts: string[]) => string][] = [
  [/^(\w+) is required$/, (f) => `${field(f)} आवश्यक है`],
  [/^(\w+) must be text$/, (f) => `${field(f)} पाठ के रूप में होना चाहिए`],
  [/^(\w+) must be at most (\d+) characters$/, (f, n) => `${field(f)} अधिक से अधिक ${n} अक्षरों का हो सकता है`],
  [/^Your membership for (\S+) is already paid\.$/, (y) => `वर्ष ${y} की आपकी सदस्यता का भुगतान पहले ही हो चुका है।`],
  [
    /^Your membership for (\S+) has been revoked\. Please contact the association\.$/,
    (y) => `वर्ष ${y} की आपकी सदस्यता रद्द कर दी गई है। कृपया संघ से संपर्क करें।`,
  ],
  // Offline payments
  [/^Membership for (\S+) is already paid$/, (y) => `वर्ष ${y} की सदस्यता का भुगतान पहले ही हो चुका है`],
  [
    /^Membership for (\S+) is revoked\. Reinstate it instead of recording dues\.$/,
    (y) => `वर्ष ${y} की सदस्यता रद्द है। शुल्क दर्ज करने के बजाय उसे बहाल करें।`,
  ],
  // An offline payment records the site's fee, not another amount
  [
    /^The amount must be the membership fee: (\d+) paise \(Rs ([\d.]+)\)\.$/,
    (p, r) => `राशि सदस्यता शुल्क के बराबर होनी चाहिए: ${p} पैसे (₹${r})।`,
  ],
  [/^The file is too large\. The limit is (\d+) MB\.$/, (n) => `फ़ाइल बहुत बड़ी है। सीमा ${n} MB है।`],
  [/^The image is too large\. The limit is (\d+) megapixels\.$/, (n) => `चित्र बहुत बड़ा है। सीमा ${n} मेगापिक्सेल है।`],
  [
    /^Too many failed login attempts\. Please try again in (\d+) (second|minute)s? or reset your password\.$/,
    (n, unit) =>
      `लॉग इन के बहुत अधिक असफल प्रयास हुए हैं। कृपया ${unit === 'second' ? seconds(n) : minutes(n)} बाद फिर से प्रयास करें या अपना पासवर्ड बदलें।`,
  ],
  [
    /^Too many verification requests\. Please try again in (\d+) minutes?\.$/,
    (n) => `सत्यापन के बहुत अधिक अनुरोध हुए हैं। कृपया ${minutes(n)} बाद फिर से प्रयास करें।`,
  ],
  // The roll import, its file and each row's problem
  [/^The file could not be read as CSV \(line (\S+)\)\.$/, (n) => `फ़ाइल CSV के रूप में नहीं पढ़ी जा सकी (पंक्ति ${n})।`],
  [
    /^The file holds control characters \(such as NUL\) on line (\S+), which cannot be stored\. In Excel, save it again as 'CSV UTF-8'\.$/,
    (n) => `फ़ाइल की पंक्ति ${n} में नियंत्रण वर्ण (जैसे NUL) हैं, जिन्हें सहेजा नहीं जा सकता। Excel में इसे फिर से 'CSV UTF-8' के रूप में सहेजें।`,
  ],
  [
    /^The file has more than ([\d,]+) rows\. Please split it into smaller files\.$/,
    (n) => `फ़ाइल में ${n} से अधिक पंक्तियाँ हैं। कृपया इसे छोटी फ़ाइलों में बाँटें।`,
  ],
  [/^The file has no column for: (.+)\.$/, (c) => `फ़ाइल में इनका कॉलम नहीं है: ${c}।`],
  [/^The column (\S+) appears twice in the header\.$/, (c) => `कॉलम ${c} शीर्षक में दो बार है।`],
  [/^This row has (\S+) cells; the header has (\S+)\.$/, (n, m) => `इस पंक्ति में ${n} खाने हैं; शीर्षक में ${m} हैं।`],
  [/^Paid year must be a year from (\S+) to (\S+)$/, (a, b) => `भुगतान वर्ष ${a} से ${b} के बीच का कोई वर्ष होना चाहिए`],
  [/^The same (.+) is already on line (\S+) of this file$/, (k, n) => `यही ${importKey(k)} इस फ़ाइल की पंक्ति ${n} में पहले से है`],
  [/^This (.+) belongs to another member \(EHRMS (.*)\)$/, (k, e) => `यह ${importKey(k)} किसी दूसरे सदस्य का है (EHRMS ${e})`],
  [/^This (.+) belongs to an office account, not a member$/, (k) => `यह ${importKey(k)} कार्यालय के किसी खाते का है, किसी सदस्य का नहीं`],
]

/** `message` in `lang`: English as it is; Hindi from the catalogue, or the English when it has none (the test keeps that from happening). */
export function translateMessage(message: string, lang: Locale): string {
  if (lang === 'en') return message
  const fixed = FIXED_HI[message]
  if (fixed) return fixed
  for (const [pattern, hindi] of PATTERNS_HI) {
    const m = pattern.exec(message)
    if (m) return hindi(...m.slice(1))
  }
  return message
}

/** Whether the catalogue knows `message` (for the completeness test). */
export const hasHindi = (message: string) => translateMessage(message, 'hi') !== message
