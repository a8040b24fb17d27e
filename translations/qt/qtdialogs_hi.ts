<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="hi" sourcelanguage="en">
<context>
    <name>QFileDialog</name>
    <message>
        <source>Look in:</source>
        <translation>यहाँ देखो:</translation>
    </message>
    <message>
        <source>File &amp;name:</source>
        <translation>फ़ाइल का नाम (&amp;N):</translation>
    </message>
    <message>
        <source>Files of type:</source>
        <translation>फ़ाइल का प्रकार:</translation>
    </message>
    <message>
        <source>Back</source>
        <extracomment>tool button tooltip</extracomment>
        <translation>पीछे</translation>
    </message>
    <message>
        <source>Forward</source>
        <extracomment>tool button tooltip</extracomment>
        <translation>आगे</translation>
    </message>
    <message>
        <source>Parent Directory</source>
        <extracomment>tool button tooltip</extracomment>
        <translation>ऊपर वाला फ़ोल्डर</translation>
    </message>
    <message>
        <source>Create New Folder</source>
        <extracomment>tool button tooltip</extracomment>
        <translation>नया फ़ोल्डर बनाओ</translation>
    </message>
    <message>
        <source>List View</source>
        <extracomment>tool button tooltip</extracomment>
        <translation>सूची के रूप में</translation>
    </message>
    <message>
        <source>Detail View</source>
        <extracomment>tool button tooltip</extracomment>
        <translation>विवरण के साथ</translation>
    </message>
    <message>
        <source>Go back</source>
        <extracomment>accessible description</extracomment>
        <translation>पीछे जाओ</translation>
    </message>
    <message>
        <source>Go forward</source>
        <extracomment>accessible description</extracomment>
        <translation>आगे जाओ</translation>
    </message>
    <message>
        <source>Go to the parent directory</source>
        <extracomment>accessible description</extracomment>
        <translation>ऊपर वाले फ़ोल्डर में जाओ</translation>
    </message>
    <message>
        <source>Create a New Folder</source>
        <extracomment>accessible description</extracomment>
        <translation>नया फ़ोल्डर बनाओ</translation>
    </message>
    <message>
        <source>Change to list view mode</source>
        <extracomment>accessible description</extracomment>
        <translation>सूची के रूप में दिखाओ</translation>
    </message>
    <message>
        <source>Change to detail view mode</source>
        <extracomment>accessible description</extracomment>
        <translation>विवरण के साथ दिखाओ</translation>
    </message>
    <message>
        <source>Sidebar</source>
        <extracomment>accessible name</extracomment>
        <translation>किनारे की पट्टी</translation>
    </message>
    <message>
        <source>List of places and bookmarks</source>
        <extracomment>accessible description</extracomment>
        <translation>जगहों और बुकमार्क की सूची</translation>
    </message>
    <message>
        <source>Files</source>
        <extracomment>accessible name of the file list</extracomment>
        <translation>फ़ाइलें</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <extracomment>button</extracomment>
        <translation>खोलो (&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <extracomment>button</extracomment>
        <translation>सहेजो (&amp;S)</translation>
    </message>
    <message>
        <source>&amp;New Folder</source>
        <extracomment>context menu</extracomment>
        <translation>नया फ़ोल्डर (&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Rename</source>
        <extracomment>context menu</extracomment>
        <translation>नाम बदलो (&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <extracomment>context menu</extracomment>
        <translation>मिटाओ (&amp;D)</translation>
    </message>
    <message>
        <source>Show &amp;hidden files</source>
        <extracomment>context menu</extracomment>
        <translation>छिपी फ़ाइलें दिखाओ (&amp;H)</translation>
    </message>
    <message>
        <source>Show </source>
        <extracomment>header context menu; a column name follows</extracomment>
        <translation>यह कॉलम दिखाओ: </translation>
    </message>
    <message>
        <source>All Files (*)</source>
        <translation>सभी फ़ाइलें (*)</translation>
    </message>
    <message>
        <source>%1 already exists.
Do you want to replace it?</source>
        <extracomment>the overwrite question</extracomment>
        <translation>%1 पहले से मौजूद है।
क्या इसकी जगह यह नई फ़ाइल रख दें?</translation>
    </message>
    <message>
        <source>New Folder</source>
        <extracomment>name of a new folder</extracomment>
        <translation>नया फ़ोल्डर</translation>
    </message>
    <message>
        <source>%1
File not found.
Please verify the correct file name was given.</source>
        <translation>%1
फ़ाइल नहीं मिली।
देख लो कि फ़ाइल का नाम सही लिखा है।</translation>
    </message>
    <message>
        <source>%1
Directory not found.
Please verify the correct directory name was given.</source>
        <translation>%1
फ़ोल्डर नहीं मिला।
देख लो कि फ़ोल्डर का नाम सही लिखा है।</translation>
    </message>
    <message>
        <source>Are you sure you want to delete '%1'?</source>
        <translation>क्या सच में '%1' को मिटा दें?</translation>
    </message>
    <message>
        <source>'%1' is write protected.
Do you want to delete it anyway?</source>
        <translation>'%1' सुरक्षित है, इसे बदला नहीं जा सकता।
क्या फिर भी इसे मिटा दें?</translation>
    </message>
    <message>
        <source>Could not delete directory.</source>
        <translation>फ़ोल्डर मिटाया नहीं जा सका।</translation>
    </message>
    <message>
        <source>Recent Places</source>
        <translation>हाल की जगहें</translation>
    </message>
    <message>
        <source>Delete</source>
        <extracomment>title of the delete question</extracomment>
        <translation>मिटाओ</translation>
    </message>
    <message>
        <source>Remove</source>
        <extracomment>sidebar context menu</extracomment>
        <translation>हटाओ</translation>
    </message>
    <message>
        <source>Open</source>
        <extracomment>default window title</extracomment>
        <translation>खोलो</translation>
    </message>
    <message>
        <source>Save As</source>
        <extracomment>default window title</extracomment>
        <translation>इस नाम से सहेजो</translation>
    </message>
</context>
<context>
    <name>QFileSystemModel</name>
    <message>
        <source>Name</source>
        <extracomment>column header</extracomment>
        <translation>नाम</translation>
    </message>
    <message>
        <source>Size</source>
        <extracomment>column header</extracomment>
        <translation>आकार</translation>
    </message>
    <message>
        <source>Type</source>
        <comment>All other platforms</comment>
        <extracomment>column header</extracomment>
        <translation>प्रकार</translation>
    </message>
    <message>
        <source>Date Modified</source>
        <extracomment>column header</extracomment>
        <translation>बदलने की तारीख़</translation>
    </message>
    <message>
        <source>Computer</source>
        <extracomment>the root of all drives</extracomment>
        <translation>कंप्यूटर</translation>
    </message>
</context>
<context>
    <name>QAbstractFileIconProvider</name>
    <message>
        <source>Folder</source>
        <comment>All other platforms</comment>
        <extracomment>type of a folder</extracomment>
        <translation>फ़ोल्डर</translation>
    </message>
    <message>
        <source>Drive</source>
        <extracomment>type of a drive</extracomment>
        <translation>ड्राइव</translation>
    </message>
</context>
<context>
    <name>QMessageBox</name>
    <message>
        <source>Show Details...</source>
        <translation>विवरण दिखाओ...</translation>
    </message>
    <message>
        <source>Hide Details...</source>
        <translation>विवरण छिपाओ...</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <source>OK</source>
        <translation>ठीक है</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>रद्द करो</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>बंद करो</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>सहेजो</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>मत सहेजो</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>खोलो</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>हाँ (&amp;Y)</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>नहीं (&amp;N)</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>मदद</translation>
    </message>
    <message>
        <source>Abort</source>
        <translation>रोको</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>लागू करो</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>पहले जैसा करो</translation>
    </message>
    <message>
        <source>Restore Defaults</source>
        <translation>मूल सेटिंग वापस लाओ</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>फिर से कोशिश करो</translation>
    </message>
    <message>
        <source>Ignore</source>
        <translation>अनदेखा करो</translation>
    </message>
    <message>
        <source>Yes to &amp;All</source>
        <translation>सबके लिए हाँ (&amp;A)</translation>
    </message>
    <message>
        <source>N&amp;o to All</source>
        <translation>सबके लिए नहीं (&amp;O)</translation>
    </message>
    <message>
        <source>Save All</source>
        <translation>सब सहेजो</translation>
    </message>
</context>
<context>
    <name>QLineEdit</name>
    <message>
        <source>&amp;Undo</source>
        <extracomment>context menu of a text field</extracomment>
        <translation>वापस लो (&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <extracomment>context menu of a text field</extracomment>
        <translation>फिर से करो (&amp;R)</translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <extracomment>context menu of a text field</extracomment>
        <translation>काटो (&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <extracomment>context menu of a text field</extracomment>
        <translation>कॉपी करो (&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <extracomment>context menu of a text field</extracomment>
        <translation>चिपकाओ (&amp;P)</translation>
    </message>
    <message>
        <source>Delete</source>
        <extracomment>context menu of a text field</extracomment>
        <translation>मिटाओ</translation>
    </message>
    <message>
        <source>Select All</source>
        <extracomment>context menu of a text field</extracomment>
        <translation>सब चुनो</translation>
    </message>
</context>
<context>
    <name>QPrintPreviewDialog</name>
    <message>
        <source>Print Preview</source>
        <translation>छपाई की झलक</translation>
    </message>
    <message>
        <source>Print</source>
        <translation>छापो</translation>
    </message>
    <message>
        <source>Fit width</source>
        <translation>पूरी चौड़ाई दिखाओ</translation>
    </message>
    <message>
        <source>Fit page</source>
        <translation>पूरा पृष्ठ दिखाओ</translation>
    </message>
    <message>
        <source>Zoom in</source>
        <translation>बड़ा करो</translation>
    </message>
    <message>
        <source>Zoom out</source>
        <translation>छोटा करो</translation>
    </message>
    <message>
        <source>Portrait</source>
        <translation>खड़ा</translation>
    </message>
    <message>
        <source>Landscape</source>
        <translation>आड़ा</translation>
    </message>
    <message>
        <source>First page</source>
        <translation>पहला पृष्ठ</translation>
    </message>
    <message>
        <source>Previous page</source>
        <translation>पिछला पृष्ठ</translation>
    </message>
    <message>
        <source>Next page</source>
        <translation>अगला पृष्ठ</translation>
    </message>
    <message>
        <source>Last page</source>
        <translation>आख़िरी पृष्ठ</translation>
    </message>
    <message>
        <source>Show single page</source>
        <translation>एक पृष्ठ दिखाओ</translation>
    </message>
    <message>
        <source>Show facing pages</source>
        <translation>आमने-सामने के पृष्ठ दिखाओ</translation>
    </message>
    <message>
        <source>Show overview of all pages</source>
        <translation>सारे पृष्ठ एक साथ दिखाओ</translation>
    </message>
    <message>
        <source>Page setup</source>
        <translation>पृष्ठ की सेटिंग</translation>
    </message>
    <message>
        <source>Page Setup</source>
        <translation>पृष्ठ की सेटिंग</translation>
    </message>
    <message>
        <source>Export to PDF</source>
        <translation>PDF में सहेजो</translation>
    </message>
</context>
<context>
    <name>QPageSetupWidget</name>
    <message>
        <source>Paper</source>
        <translation>काग़ज़</translation>
    </message>
    <message>
        <source>Page size:</source>
        <translation>पृष्ठ का आकार:</translation>
    </message>
    <message>
        <source>Width:</source>
        <translation>चौड़ाई:</translation>
    </message>
    <message>
        <source>Height:</source>
        <translation>ऊँचाई:</translation>
    </message>
    <message>
        <source>Paper source:</source>
        <translation>काग़ज़ कहाँ से:</translation>
    </message>
    <message>
        <source>Orientation</source>
        <translation>पृष्ठ की दिशा</translation>
    </message>
    <message>
        <source>Portrait</source>
        <translation>खड़ा</translation>
    </message>
    <message>
        <source>Landscape</source>
        <translation>आड़ा</translation>
    </message>
    <message>
        <source>Reverse landscape</source>
        <translation>उल्टा आड़ा</translation>
    </message>
    <message>
        <source>Reverse portrait</source>
        <translation>उल्टा खड़ा</translation>
    </message>
    <message>
        <source>Margins</source>
        <translation>हाशिये</translation>
    </message>
    <message>
        <source>top margin</source>
        <translation>ऊपर का हाशिया</translation>
    </message>
    <message>
        <source>bottom margin</source>
        <translation>नीचे का हाशिया</translation>
    </message>
    <message>
        <source>left margin</source>
        <translation>बाईं ओर का हाशिया</translation>
    </message>
    <message>
        <source>right margin</source>
        <translation>दाईं ओर का हाशिया</translation>
    </message>
    <message>
        <source>Page Layout</source>
        <translation>पृष्ठों की बनावट</translation>
    </message>
    <message>
        <source>Page order:</source>
        <translation>पृष्ठों का क्रम:</translation>
    </message>
    <message>
        <source>Pages per sheet:</source>
        <translation>एक काग़ज़ पर पृष्ठ:</translation>
    </message>
    <message>
        <source>Millimeters (mm)</source>
        <translation>मिलीमीटर (mm)</translation>
    </message>
    <message>
        <source>Points (pt)</source>
        <translation>पॉइंट (pt)</translation>
    </message>
    <message>
        <source>Inches (in)</source>
        <translation>इंच (in)</translation>
    </message>
    <message>
        <source>Pica (P̸)</source>
        <translation>पाइका (P̸)</translation>
    </message>
    <message>
        <source>Didot (DD)</source>
        <translation>दीदो (DD)</translation>
    </message>
    <message>
        <source>Cicero (CC)</source>
        <translation>सिसेरो (CC)</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>अपनी पसंद का</translation>
    </message>
</context>
<context>
    <name>QPageSize</name>
    <message>
        <source>Custom</source>
        <translation>अपनी पसंद का</translation>
    </message>
    <message>
        <source>Custom (%1mm x %2mm)</source>
        <translation>अपनी पसंद का (%1mm x %2mm)</translation>
    </message>
    <message>
        <source>Custom (%1pt x %2pt)</source>
        <translation>अपनी पसंद का (%1pt x %2pt)</translation>
    </message>
    <message>
        <source>Custom (%1in x %2in)</source>
        <translation>अपनी पसंद का (%1in x %2in)</translation>
    </message>
    <message>
        <source>Custom (%1pc x %2pc)</source>
        <translation>अपनी पसंद का (%1pc x %2pc)</translation>
    </message>
    <message>
        <source>Custom (%1DD x %2DD)</source>
        <translation>अपनी पसंद का (%1DD x %2DD)</translation>
    </message>
    <message>
        <source>Custom (%1CC x %2CC)</source>
        <translation>अपनी पसंद का (%1CC x %2CC)</translation>
    </message>
</context>
<context>
    <name>QPrintDialog</name>
    <message>
        <source>Print</source>
        <translation>छपाई</translation>
    </message>
    <message>
        <source>&amp;Print</source>
        <translation>छापो (&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Options &gt;&gt;</source>
        <translation>विकल्प (&amp;O) &gt;&gt;</translation>
    </message>
    <message>
        <source>&amp;Options &lt;&lt;</source>
        <translation>विकल्प (&amp;O) &lt;&lt;</translation>
    </message>
    <message>
        <source>Print to File (PDF)</source>
        <translation>फ़ाइल में छापो (PDF)</translation>
    </message>
    <message>
        <source>Print To File ...</source>
        <translation>फ़ाइल में छापो...</translation>
    </message>
    <message>
        <source>Local file</source>
        <translation>इसी कंप्यूटर की फ़ाइल</translation>
    </message>
    <message>
        <source>Write PDF file</source>
        <translation>PDF फ़ाइल बनाओ</translation>
    </message>
    <message>
        <source>All Pages</source>
        <translation>सारे पृष्ठ</translation>
    </message>
    <message>
        <source>Odd Pages</source>
        <translation>विषम पृष्ठ</translation>
    </message>
    <message>
        <source>Even Pages</source>
        <translation>सम पृष्ठ</translation>
    </message>
    <message>
        <source>Left to Right, Top to Bottom</source>
        <translation>बाएँ से दाएँ, ऊपर से नीचे</translation>
    </message>
    <message>
        <source>Left to Right, Bottom to Top</source>
        <translation>बाएँ से दाएँ, नीचे से ऊपर</translation>
    </message>
    <message>
        <source>Right to Left, Bottom to Top</source>
        <translation>दाएँ से बाएँ, नीचे से ऊपर</translation>
    </message>
    <message>
        <source>Right to Left, Top to Bottom</source>
        <translation>दाएँ से बाएँ, ऊपर से नीचे</translation>
    </message>
    <message>
        <source>Bottom to Top, Left to Right</source>
        <translation>नीचे से ऊपर, बाएँ से दाएँ</translation>
    </message>
    <message>
        <source>Bottom to Top, Right to Left</source>
        <translation>नीचे से ऊपर, दाएँ से बाएँ</translation>
    </message>
    <message>
        <source>Top to Bottom, Left to Right</source>
        <translation>ऊपर से नीचे, बाएँ से दाएँ</translation>
    </message>
    <message>
        <source>Top to Bottom, Right to Left</source>
        <translation>ऊपर से नीचे, दाएँ से बाएँ</translation>
    </message>
    <message>
        <source>Options &apos;Pages Per Sheet&apos; and &apos;Page Set&apos; cannot be used together.
Please turn one of those options off.</source>
        <translation>‘एक काग़ज़ पर पृष्ठ’ और ‘कौन-से पृष्ठ’ एक साथ नहीं चुने जा सकते।
इनमें से एक को बंद करो।</translation>
    </message>
    <message>
        <source>%1 already exists.
Do you want to overwrite it?</source>
        <translation>%1 पहले से है।
क्या उसकी जगह नई फ़ाइल रखनी है?</translation>
    </message>
    <message>
        <source>%1 is a directory.
Please choose a different file name.</source>
        <translation>%1 एक फ़ोल्डर है।
फ़ाइल का कोई दूसरा नाम चुनो।</translation>
    </message>
    <message>
        <source>File %1 is not writable.
Please choose a different file name.</source>
        <translation>फ़ाइल %1 में लिखा नहीं जा सकता।
फ़ाइल का कोई दूसरा नाम चुनो।</translation>
    </message>
    <message>
        <source>There are conflicts in duplex settings. Do you want to fix them?</source>
        <translation>दोनों तरफ़ छपाई की सेटिंग आपस में टकराती हैं। क्या उन्हें ठीक करना है?</translation>
    </message>
    <message>
        <source>Duplex Settings Conflicts</source>
        <translation>दोनों तरफ़ छपाई की सेटिंग में टकराव</translation>
    </message>
    <message>
        <source>Invalid Pages Definition</source>
        <translation>पृष्ठ ग़लत लिखे हैं</translation>
    </message>
    <message>
        <source>%1 does not follow the correct syntax. Please use &apos;,&apos; to separate ranges and pages, &apos;-&apos; to define ranges and make sure ranges do not intersect with each other.</source>
        <translation>%1 सही ढंग से नहीं लिखा है। पृष्ठों और पृष्ठ-समूहों को &apos;,&apos; से अलग करो, पृष्ठ-समूह &apos;-&apos; से लिखो, और ध्यान रखो कि पृष्ठ-समूह आपस में न मिलें।</translation>
    </message>
    <message>
        <source>The &apos;From&apos; value cannot be greater than the &apos;To&apos; value.</source>
        <translation>पहली संख्या दूसरी संख्या से बड़ी नहीं हो सकती।</translation>
    </message>
</context>
<context>
    <name>QPrintWidget</name>
    <message>
        <source>Printer</source>
        <translation>प्रिंटर</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>नाम (&amp;N):</translation>
    </message>
    <message>
        <source>P&amp;roperties</source>
        <translation>गुण (&amp;R)</translation>
    </message>
    <message>
        <source>Location:</source>
        <translation>जगह:</translation>
    </message>
    <message>
        <source>Type:</source>
        <translation>प्रकार:</translation>
    </message>
    <message>
        <source>Output &amp;file:</source>
        <translation>फ़ाइल (&amp;F):</translation>
    </message>
    <message>
        <source>Preview</source>
        <translation>झलक</translation>
    </message>
</context>
<context>
    <name>QPrintSettingsOutput</name>
    <message>
        <source>Copies</source>
        <translation>प्रतियाँ</translation>
    </message>
    <message>
        <source>Copies:</source>
        <translation>प्रतियाँ:</translation>
    </message>
    <message>
        <source>Collate</source>
        <translation>क्रम से</translation>
    </message>
    <message>
        <source>Reverse</source>
        <translation>उल्टे क्रम में</translation>
    </message>
    <message>
        <source>Print range</source>
        <translation>क्या छापना है</translation>
    </message>
    <message>
        <source>Print all</source>
        <translation>सब कुछ</translation>
    </message>
    <message>
        <source>Pages from</source>
        <translation>पृष्ठ</translation>
    </message>
    <message>
        <source>to</source>
        <translation>से</translation>
    </message>
    <message>
        <source>Pages</source>
        <translation>चुने हुए पृष्ठ</translation>
    </message>
    <message>
        <source>Current Page</source>
        <translation>यही पृष्ठ</translation>
    </message>
    <message>
        <source>Selection</source>
        <translation>चुना हुआ हिस्सा</translation>
    </message>
    <message>
        <source>Specify pages or ranges separated by commas. Ranges are specified by two numbers separated by a hyphen. E.g: 3,5-7,9 prints pages 3, 5, 6, 7 and 9.</source>
        <translation>पृष्ठ या पृष्ठ-समूह कॉमा से अलग करके लिखो। पृष्ठ-समूह दो संख्याएँ हैं जिनके बीच डैश हो। जैसे 3,5-7,9 लिखने पर पृष्ठ 3, 5, 6, 7 और 9 छपते हैं।</translation>
    </message>
    <message>
        <source>Page Set:</source>
        <translation>कौन-से पृष्ठ:</translation>
    </message>
    <message>
        <source>Output Settings</source>
        <translation>छपाई की सेटिंग</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>विकल्प</translation>
    </message>
    <message>
        <source>Color Mode</source>
        <translation>रंग</translation>
    </message>
    <message>
        <source>Color</source>
        <translation>रंगीन</translation>
    </message>
    <message>
        <source>Grayscale</source>
        <translation>श्वेत-श्याम</translation>
    </message>
    <message>
        <source>Double Sided Printing</source>
        <translation>काग़ज़ के दोनों तरफ़ छपाई</translation>
    </message>
    <message>
        <source>Duplex Printing</source>
        <translation>काग़ज़ के दोनों तरफ़ छपाई</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>बंद</translation>
    </message>
    <message>
        <source>None</source>
        <translation>नहीं</translation>
    </message>
    <message>
        <source>Long side</source>
        <translation>लंबी तरफ़</translation>
    </message>
    <message>
        <source>Short side</source>
        <translation>छोटी तरफ़</translation>
    </message>
    <message>
        <source>Long side binding</source>
        <translation>लंबी तरफ़ से जिल्द</translation>
    </message>
    <message>
        <source>Short side binding</source>
        <translation>छोटी तरफ़ से जिल्द</translation>
    </message>
</context>
<context>
    <name>QPrintPropertiesWidget</name>
    <message>
        <source>Page</source>
        <translation>पृष्ठ</translation>
    </message>
    <message>
        <source>Advanced</source>
        <translation>और विकल्प</translation>
    </message>
    <message>
        <source>There are conflicts in some options. Please fix them.</source>
        <translation>कुछ विकल्प आपस में टकराते हैं। उन्हें ठीक करो।</translation>
    </message>
</context>
<context>
    <name>QPrintPropertiesDialog</name>
    <message>
        <source>Printer Properties</source>
        <translation>प्रिंटर के गुण</translation>
    </message>
    <message>
        <source>Job Options</source>
        <translation>छपाई के विकल्प</translation>
    </message>
    <message>
        <source>Advanced Option Conflicts</source>
        <translation>विकल्पों में टकराव</translation>
    </message>
    <message>
        <source>Page Setup Conflicts</source>
        <translation>पृष्ठ की सेटिंग में टकराव</translation>
    </message>
    <message>
        <source>There are conflicts in some advanced options. Do you want to fix them?</source>
        <translation>कुछ विकल्प आपस में टकराते हैं। क्या उन्हें ठीक करना है?</translation>
    </message>
    <message>
        <source>There are conflicts in page setup options. Do you want to fix them?</source>
        <translation>पृष्ठ की सेटिंग आपस में टकराती हैं। क्या उन्हें ठीक करना है?</translation>
    </message>
</context>
</TS>
