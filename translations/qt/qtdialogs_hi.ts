<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="hi" sourcelanguage="en">
<context>
    <name>QFileDialog</name>
    <message>
        <source>Look in:</source>
        <translation>यहाँ देखें:</translation>
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
        <translation>नया फ़ोल्डर बनाएँ</translation>
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
        <translation>पीछे जाएँ</translation>
    </message>
    <message>
        <source>Go forward</source>
        <extracomment>accessible description</extracomment>
        <translation>आगे जाएँ</translation>
    </message>
    <message>
        <source>Go to the parent directory</source>
        <extracomment>accessible description</extracomment>
        <translation>ऊपर वाले फ़ोल्डर में जाएँ</translation>
    </message>
    <message>
        <source>Create a New Folder</source>
        <extracomment>accessible description</extracomment>
        <translation>नया फ़ोल्डर बनाएँ</translation>
    </message>
    <message>
        <source>Change to list view mode</source>
        <extracomment>accessible description</extracomment>
        <translation>सूची के रूप में दिखाएँ</translation>
    </message>
    <message>
        <source>Change to detail view mode</source>
        <extracomment>accessible description</extracomment>
        <translation>विवरण के साथ दिखाएँ</translation>
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
        <translation>खोलें (&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <extracomment>button</extracomment>
        <translation>सहेजें (&amp;S)</translation>
    </message>
    <message>
        <source>&amp;New Folder</source>
        <extracomment>context menu</extracomment>
        <translation>नया फ़ोल्डर (&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Rename</source>
        <extracomment>context menu</extracomment>
        <translation>नाम बदलें (&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <extracomment>context menu</extracomment>
        <translation>मिटाएँ (&amp;D)</translation>
    </message>
    <message>
        <source>Show &amp;hidden files</source>
        <extracomment>context menu</extracomment>
        <translation>छिपी फ़ाइलें दिखाएँ (&amp;H)</translation>
    </message>
    <message>
        <source>Show </source>
        <extracomment>header context menu; a column name follows</extracomment>
        <translation>यह कॉलम दिखाएँ: </translation>
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
        <translation>मिटाएँ</translation>
    </message>
    <message>
        <source>Remove</source>
        <extracomment>sidebar context menu</extracomment>
        <translation>हटाएँ</translation>
    </message>
    <message>
        <source>Open</source>
        <extracomment>default window title</extracomment>
        <translation>खोलें</translation>
    </message>
    <message>
        <source>Save As</source>
        <extracomment>default window title</extracomment>
        <translation>इस नाम से सहेजें</translation>
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
        <translation>विवरण दिखाएँ...</translation>
    </message>
    <message>
        <source>Hide Details...</source>
        <translation>विवरण छिपाएँ...</translation>
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
        <translation>रद्द करें</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>बंद करें</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>सहेजें</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>न सहेजें</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>खोलें</translation>
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
        <translation>रोकें</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>लागू करें</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>पहले जैसा करें</translation>
    </message>
    <message>
        <source>Restore Defaults</source>
        <translation>मूल सेटिंग वापस लाएँ</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>फिर से कोशिश करें</translation>
    </message>
    <message>
        <source>Ignore</source>
        <translation>अनदेखा करें</translation>
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
        <translation>सब सहेजें</translation>
    </message>
</context>
<context>
    <name>QLineEdit</name>
    <message>
        <source>&amp;Undo</source>
        <extracomment>context menu of a text field</extracomment>
        <translation>वापस लें (&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <extracomment>context menu of a text field</extracomment>
        <translation>फिर से करें (&amp;R)</translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <extracomment>context menu of a text field</extracomment>
        <translation>काटें (&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <extracomment>context menu of a text field</extracomment>
        <translation>कॉपी करें (&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <extracomment>context menu of a text field</extracomment>
        <translation>चिपकाएँ (&amp;P)</translation>
    </message>
    <message>
        <source>Delete</source>
        <extracomment>context menu of a text field</extracomment>
        <translation>मिटाएँ</translation>
    </message>
    <message>
        <source>Select All</source>
        <extracomment>context menu of a text field</extracomment>
        <translation>सब चुनें</translation>
    </message>
</context>
</TS>
