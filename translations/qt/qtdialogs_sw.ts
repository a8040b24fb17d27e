<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="sw" sourcelanguage="en">
<context>
    <name>QFileDialog</name>
    <message>
        <source>Look in:</source>
        <translation>Tafuta ndani ya:</translation>
    </message>
    <message>
        <source>File &amp;name:</source>
        <translation>&amp;Jina la faili:</translation>
    </message>
    <message>
        <source>Files of type:</source>
        <translation>Faili za aina:</translation>
    </message>
    <message>
        <source>Back</source>
        <extracomment>tool button tooltip</extracomment>
        <translation>Nyuma</translation>
    </message>
    <message>
        <source>Forward</source>
        <extracomment>tool button tooltip</extracomment>
        <translation>Mbele</translation>
    </message>
    <message>
        <source>Parent Directory</source>
        <extracomment>tool button tooltip</extracomment>
        <translation>Folda ya juu</translation>
    </message>
    <message>
        <source>Create New Folder</source>
        <extracomment>tool button tooltip</extracomment>
        <translation>Unda folda mpya</translation>
    </message>
    <message>
        <source>List View</source>
        <extracomment>tool button tooltip</extracomment>
        <translation>Mwonekano wa orodha</translation>
    </message>
    <message>
        <source>Detail View</source>
        <extracomment>tool button tooltip</extracomment>
        <translation>Mwonekano wa kina</translation>
    </message>
    <message>
        <source>Go back</source>
        <extracomment>accessible description</extracomment>
        <translation>Rudi nyuma</translation>
    </message>
    <message>
        <source>Go forward</source>
        <extracomment>accessible description</extracomment>
        <translation>Nenda mbele</translation>
    </message>
    <message>
        <source>Go to the parent directory</source>
        <extracomment>accessible description</extracomment>
        <translation>Nenda kwenye folda ya juu</translation>
    </message>
    <message>
        <source>Create a New Folder</source>
        <extracomment>accessible description</extracomment>
        <translation>Unda folda mpya</translation>
    </message>
    <message>
        <source>Change to list view mode</source>
        <extracomment>accessible description</extracomment>
        <translation>Onyesha kama orodha</translation>
    </message>
    <message>
        <source>Change to detail view mode</source>
        <extracomment>accessible description</extracomment>
        <translation>Onyesha kwa kina</translation>
    </message>
    <message>
        <source>Sidebar</source>
        <extracomment>accessible name</extracomment>
        <translation>Upau wa pembeni</translation>
    </message>
    <message>
        <source>List of places and bookmarks</source>
        <extracomment>accessible description</extracomment>
        <translation>Orodha ya mahali na alamisho</translation>
    </message>
    <message>
        <source>Files</source>
        <extracomment>accessible name of the file list</extracomment>
        <translation>Faili</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <extracomment>button</extracomment>
        <translation>&amp;Fungua</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <extracomment>button</extracomment>
        <translation>&amp;Hifadhi</translation>
    </message>
    <message>
        <source>&amp;New Folder</source>
        <extracomment>context menu</extracomment>
        <translation>Folda &amp;mpya</translation>
    </message>
    <message>
        <source>&amp;Rename</source>
        <extracomment>context menu</extracomment>
        <translation>Badilisha &amp;jina</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <extracomment>context menu</extracomment>
        <translation>&amp;Futa</translation>
    </message>
    <message>
        <source>Show &amp;hidden files</source>
        <extracomment>context menu</extracomment>
        <translation>Onyesha faili &amp;zilizofichwa</translation>
    </message>
    <message>
        <source>Show </source>
        <extracomment>header context menu; a column name follows</extracomment>
        <translation>Onyesha safu wima: </translation>
    </message>
    <message>
        <source>All Files (*)</source>
        <translation>Faili zote (*)</translation>
    </message>
    <message>
        <source>%1 already exists.
Do you want to replace it?</source>
        <extracomment>the overwrite question</extracomment>
        <translation>%1 tayari ipo.
Je, unataka kuweka hii mpya badala yake?</translation>
    </message>
    <message>
        <source>New Folder</source>
        <extracomment>name of a new folder</extracomment>
        <translation>Folda mpya</translation>
    </message>
    <message>
        <source>%1
File not found.
Please verify the correct file name was given.</source>
        <translation>%1
Faili haikupatikana.
Hakikisha kwamba jina la faili limeandikwa sawasawa.</translation>
    </message>
    <message>
        <source>%1
Directory not found.
Please verify the correct directory name was given.</source>
        <translation>%1
Folda haikupatikana.
Hakikisha kwamba jina la folda limeandikwa sawasawa.</translation>
    </message>
    <message>
        <source>Are you sure you want to delete '%1'?</source>
        <translation>Una uhakika unataka kufuta '%1'?</translation>
    </message>
    <message>
        <source>'%1' is write protected.
Do you want to delete it anyway?</source>
        <translation>'%1' imelindwa isibadilishwe.
Je, unataka kuifuta hata hivyo?</translation>
    </message>
    <message>
        <source>Could not delete directory.</source>
        <translation>Folda haikuweza kufutwa.</translation>
    </message>
    <message>
        <source>Recent Places</source>
        <translation>Mahali pa hivi karibuni</translation>
    </message>
    <message>
        <source>Delete</source>
        <extracomment>title of the delete question</extracomment>
        <translation>Futa</translation>
    </message>
    <message>
        <source>Remove</source>
        <extracomment>sidebar context menu</extracomment>
        <translation>Ondoa</translation>
    </message>
    <message>
        <source>Open</source>
        <extracomment>default window title</extracomment>
        <translation>Fungua</translation>
    </message>
    <message>
        <source>Save As</source>
        <extracomment>default window title</extracomment>
        <translation>Hifadhi kama</translation>
    </message>
</context>
<context>
    <name>QFileSystemModel</name>
    <message>
        <source>Name</source>
        <extracomment>column header</extracomment>
        <translation>Jina</translation>
    </message>
    <message>
        <source>Size</source>
        <extracomment>column header</extracomment>
        <translation>Ukubwa</translation>
    </message>
    <message>
        <source>Type</source>
        <comment>All other platforms</comment>
        <extracomment>column header</extracomment>
        <translation>Aina</translation>
    </message>
    <message>
        <source>Date Modified</source>
        <extracomment>column header</extracomment>
        <translation>Tarehe ya kubadilishwa</translation>
    </message>
    <message>
        <source>Computer</source>
        <extracomment>the root of all drives</extracomment>
        <translation>Kompyuta</translation>
    </message>
</context>
<context>
    <name>QAbstractFileIconProvider</name>
    <message>
        <source>Folder</source>
        <comment>All other platforms</comment>
        <extracomment>type of a folder</extracomment>
        <translation>Folda</translation>
    </message>
    <message>
        <source>Drive</source>
        <extracomment>type of a drive</extracomment>
        <translation>Diski</translation>
    </message>
</context>
<context>
    <name>QMessageBox</name>
    <message>
        <source>Show Details...</source>
        <translation>Onyesha maelezo...</translation>
    </message>
    <message>
        <source>Hide Details...</source>
        <translation>Ficha maelezo...</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <source>OK</source>
        <translation>Sawa</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Ghairi</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Funga</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Hifadhi</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Tupa</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Fungua</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>&amp;Ndiyo</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>&amp;Hapana</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Msaada</translation>
    </message>
    <message>
        <source>Abort</source>
        <translation>Sitisha</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Tekeleza</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Rejesha</translation>
    </message>
    <message>
        <source>Restore Defaults</source>
        <translation>Rejesha mipangilio ya awali</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>Jaribu tena</translation>
    </message>
    <message>
        <source>Ignore</source>
        <translation>Puuza</translation>
    </message>
    <message>
        <source>Yes to &amp;All</source>
        <translation>Ndiyo kwa &amp;zote</translation>
    </message>
    <message>
        <source>N&amp;o to All</source>
        <translation>Hapana kwa z&amp;ote</translation>
    </message>
    <message>
        <source>Save All</source>
        <translation>Hifadhi zote</translation>
    </message>
</context>
<context>
    <name>QLineEdit</name>
    <message>
        <source>&amp;Undo</source>
        <extracomment>context menu of a text field</extracomment>
        <translation>&amp;Tendua</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <extracomment>context menu of a text field</extracomment>
        <translation>&amp;Rudia</translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <extracomment>context menu of a text field</extracomment>
        <translation>&amp;Kata</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <extracomment>context menu of a text field</extracomment>
        <translation>&amp;Nakili</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <extracomment>context menu of a text field</extracomment>
        <translation>&amp;Bandika</translation>
    </message>
    <message>
        <source>Delete</source>
        <extracomment>context menu of a text field</extracomment>
        <translation>Futa</translation>
    </message>
    <message>
        <source>Select All</source>
        <extracomment>context menu of a text field</extracomment>
        <translation>Chagua zote</translation>
    </message>
</context>
<context>
    <name>QPrintPreviewDialog</name>
    <message>
        <source>Print Preview</source>
        <translation>Hakiki ya kuchapisha</translation>
    </message>
    <message>
        <source>Print</source>
        <translation>Chapisha</translation>
    </message>
    <message>
        <source>Fit width</source>
        <translation>Upana mzima</translation>
    </message>
    <message>
        <source>Fit page</source>
        <translation>Ukurasa mzima</translation>
    </message>
    <message>
        <source>Zoom in</source>
        <translation>Kuza</translation>
    </message>
    <message>
        <source>Zoom out</source>
        <translation>Punguza</translation>
    </message>
    <message>
        <source>Portrait</source>
        <translation>Wima</translation>
    </message>
    <message>
        <source>Landscape</source>
        <translation>Mlalo</translation>
    </message>
    <message>
        <source>First page</source>
        <translation>Ukurasa wa kwanza</translation>
    </message>
    <message>
        <source>Previous page</source>
        <translation>Ukurasa uliotangulia</translation>
    </message>
    <message>
        <source>Next page</source>
        <translation>Ukurasa unaofuata</translation>
    </message>
    <message>
        <source>Last page</source>
        <translation>Ukurasa wa mwisho</translation>
    </message>
    <message>
        <source>Show single page</source>
        <translation>Onyesha ukurasa mmoja</translation>
    </message>
    <message>
        <source>Show facing pages</source>
        <translation>Onyesha kurasa mbili kando kwa kando</translation>
    </message>
    <message>
        <source>Show overview of all pages</source>
        <translation>Onyesha kurasa zote</translation>
    </message>
    <message>
        <source>Page setup</source>
        <translation>Mpangilio wa ukurasa</translation>
    </message>
    <message>
        <source>Page Setup</source>
        <translation>Mpangilio wa ukurasa</translation>
    </message>
    <message>
        <source>Export to PDF</source>
        <translation>Hifadhi kama PDF</translation>
    </message>
</context>
<context>
    <name>QPageSetupWidget</name>
    <message>
        <source>Paper</source>
        <translation>Karatasi</translation>
    </message>
    <message>
        <source>Page size:</source>
        <translation>Ukubwa wa ukurasa:</translation>
    </message>
    <message>
        <source>Width:</source>
        <translation>Upana:</translation>
    </message>
    <message>
        <source>Height:</source>
        <translation>Kimo:</translation>
    </message>
    <message>
        <source>Paper source:</source>
        <translation>Chanzo cha karatasi:</translation>
    </message>
    <message>
        <source>Orientation</source>
        <translation>Mkao</translation>
    </message>
    <message>
        <source>Portrait</source>
        <translation>Wima</translation>
    </message>
    <message>
        <source>Landscape</source>
        <translation>Mlalo</translation>
    </message>
    <message>
        <source>Reverse landscape</source>
        <translation>Mlalo kinyume</translation>
    </message>
    <message>
        <source>Reverse portrait</source>
        <translation>Wima kinyume</translation>
    </message>
    <message>
        <source>Margins</source>
        <translation>Pambizo</translation>
    </message>
    <message>
        <source>top margin</source>
        <translation>pambizo la juu</translation>
    </message>
    <message>
        <source>bottom margin</source>
        <translation>pambizo la chini</translation>
    </message>
    <message>
        <source>left margin</source>
        <translation>pambizo la kushoto</translation>
    </message>
    <message>
        <source>right margin</source>
        <translation>pambizo la kulia</translation>
    </message>
    <message>
        <source>Page Layout</source>
        <translation>Mpangilio wa kurasa</translation>
    </message>
    <message>
        <source>Page order:</source>
        <translation>Mfuatano wa kurasa:</translation>
    </message>
    <message>
        <source>Pages per sheet:</source>
        <translation>Kurasa kwa kila karatasi:</translation>
    </message>
    <message>
        <source>Millimeters (mm)</source>
        <translation>Milimita (mm)</translation>
    </message>
    <message>
        <source>Points (pt)</source>
        <translation>Pointi (pt)</translation>
    </message>
    <message>
        <source>Inches (in)</source>
        <translation>Inchi (in)</translation>
    </message>
    <message>
        <source>Pica (P̸)</source>
        <translation>Pika (P̸)</translation>
    </message>
    <message>
        <source>Didot (DD)</source>
        <translation>Didoti (DD)</translation>
    </message>
    <message>
        <source>Cicero (CC)</source>
        <translation>Sisero (CC)</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>Maalum</translation>
    </message>
</context>
<context>
    <name>QPageSize</name>
    <message>
        <source>Custom</source>
        <translation>Maalum</translation>
    </message>
    <message>
        <source>Custom (%1mm x %2mm)</source>
        <translation>Maalum (%1mm x %2mm)</translation>
    </message>
    <message>
        <source>Custom (%1pt x %2pt)</source>
        <translation>Maalum (%1pt x %2pt)</translation>
    </message>
    <message>
        <source>Custom (%1in x %2in)</source>
        <translation>Maalum (%1in x %2in)</translation>
    </message>
    <message>
        <source>Custom (%1pc x %2pc)</source>
        <translation>Maalum (%1pc x %2pc)</translation>
    </message>
    <message>
        <source>Custom (%1DD x %2DD)</source>
        <translation>Maalum (%1DD x %2DD)</translation>
    </message>
    <message>
        <source>Custom (%1CC x %2CC)</source>
        <translation>Maalum (%1CC x %2CC)</translation>
    </message>
</context>
<context>
    <name>QPrintDialog</name>
    <message>
        <source>Print</source>
        <translation>Chapisha</translation>
    </message>
    <message>
        <source>&amp;Print</source>
        <translation>&amp;Chapisha</translation>
    </message>
    <message>
        <source>&amp;Options &gt;&gt;</source>
        <translation>&amp;Machaguo &gt;&gt;</translation>
    </message>
    <message>
        <source>&amp;Options &lt;&lt;</source>
        <translation>&amp;Machaguo &lt;&lt;</translation>
    </message>
    <message>
        <source>Print to File (PDF)</source>
        <translation>Chapisha kwenye faili (PDF)</translation>
    </message>
    <message>
        <source>Print To File ...</source>
        <translation>Chapisha kwenye faili...</translation>
    </message>
    <message>
        <source>Local file</source>
        <translation>Faili ya kompyuta hii</translation>
    </message>
    <message>
        <source>Write PDF file</source>
        <translation>Andika faili ya PDF</translation>
    </message>
    <message>
        <source>All Pages</source>
        <translation>Kurasa zote</translation>
    </message>
    <message>
        <source>Odd Pages</source>
        <translation>Kurasa witiri</translation>
    </message>
    <message>
        <source>Even Pages</source>
        <translation>Kurasa shufwa</translation>
    </message>
    <message>
        <source>Left to Right, Top to Bottom</source>
        <translation>Kushoto kwenda kulia, juu kwenda chini</translation>
    </message>
    <message>
        <source>Left to Right, Bottom to Top</source>
        <translation>Kushoto kwenda kulia, chini kwenda juu</translation>
    </message>
    <message>
        <source>Right to Left, Bottom to Top</source>
        <translation>Kulia kwenda kushoto, chini kwenda juu</translation>
    </message>
    <message>
        <source>Right to Left, Top to Bottom</source>
        <translation>Kulia kwenda kushoto, juu kwenda chini</translation>
    </message>
    <message>
        <source>Bottom to Top, Left to Right</source>
        <translation>Chini kwenda juu, kushoto kwenda kulia</translation>
    </message>
    <message>
        <source>Bottom to Top, Right to Left</source>
        <translation>Chini kwenda juu, kulia kwenda kushoto</translation>
    </message>
    <message>
        <source>Top to Bottom, Left to Right</source>
        <translation>Juu kwenda chini, kushoto kwenda kulia</translation>
    </message>
    <message>
        <source>Top to Bottom, Right to Left</source>
        <translation>Juu kwenda chini, kulia kwenda kushoto</translation>
    </message>
    <message>
        <source>Options &apos;Pages Per Sheet&apos; and &apos;Page Set&apos; cannot be used together.
Please turn one of those options off.</source>
        <translation>Machaguo &apos;Kurasa kwa kila karatasi&apos; na &apos;Kurasa zipi&apos; hayawezi kutumika pamoja.
Zima mojawapo.</translation>
    </message>
    <message>
        <source>%1 already exists.
Do you want to overwrite it?</source>
        <translation>%1 tayari ipo.
Unataka kuiandika upya?</translation>
    </message>
    <message>
        <source>%1 is a directory.
Please choose a different file name.</source>
        <translation>%1 ni folda.
Chagua jina jingine la faili.</translation>
    </message>
    <message>
        <source>File %1 is not writable.
Please choose a different file name.</source>
        <translation>Faili %1 haiwezi kuandikwa.
Chagua jina jingine la faili.</translation>
    </message>
    <message>
        <source>There are conflicts in duplex settings. Do you want to fix them?</source>
        <translation>Mipangilio ya kuchapisha pande mbili inapingana. Unataka kuirekebisha?</translation>
    </message>
    <message>
        <source>Duplex Settings Conflicts</source>
        <translation>Mgongano wa mipangilio ya pande mbili</translation>
    </message>
    <message>
        <source>Invalid Pages Definition</source>
        <translation>Kurasa zimeandikwa vibaya</translation>
    </message>
    <message>
        <source>%1 does not follow the correct syntax. Please use &apos;,&apos; to separate ranges and pages, &apos;-&apos; to define ranges and make sure ranges do not intersect with each other.</source>
        <translation>%1 haijaandikwa ipasavyo. Tenganisha kurasa na masafa kwa &apos;,&apos;, andika masafa kwa &apos;-&apos;, na hakikisha masafa hayaingiliani.</translation>
    </message>
    <message>
        <source>The &apos;From&apos; value cannot be greater than the &apos;To&apos; value.</source>
        <translation>Namba ya kwanza haiwezi kuwa kubwa kuliko ya pili.</translation>
    </message>
</context>
<context>
    <name>QPrintWidget</name>
    <message>
        <source>Printer</source>
        <translation>Printa</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Jina:</translation>
    </message>
    <message>
        <source>P&amp;roperties</source>
        <translation>&amp;Sifa</translation>
    </message>
    <message>
        <source>Location:</source>
        <translation>Mahali:</translation>
    </message>
    <message>
        <source>Type:</source>
        <translation>Aina:</translation>
    </message>
    <message>
        <source>Output &amp;file:</source>
        <translation>&amp;Faili:</translation>
    </message>
    <message>
        <source>Preview</source>
        <translation>Hakiki</translation>
    </message>
</context>
<context>
    <name>QPrintSettingsOutput</name>
    <message>
        <source>Copies</source>
        <translation>Nakala</translation>
    </message>
    <message>
        <source>Copies:</source>
        <translation>Nakala:</translation>
    </message>
    <message>
        <source>Collate</source>
        <translation>Panga kwa nakala</translation>
    </message>
    <message>
        <source>Reverse</source>
        <translation>Kinyume</translation>
    </message>
    <message>
        <source>Print range</source>
        <translation>Cha kuchapisha</translation>
    </message>
    <message>
        <source>Print all</source>
        <translation>Zote</translation>
    </message>
    <message>
        <source>Pages from</source>
        <translation>Kurasa</translation>
    </message>
    <message>
        <source>to</source>
        <translation>hadi</translation>
    </message>
    <message>
        <source>Pages</source>
        <translation>Kurasa hizi</translation>
    </message>
    <message>
        <source>Current Page</source>
        <translation>Ukurasa huu</translation>
    </message>
    <message>
        <source>Selection</source>
        <translation>Kilichochaguliwa</translation>
    </message>
    <message>
        <source>Specify pages or ranges separated by commas. Ranges are specified by two numbers separated by a hyphen. E.g: 3,5-7,9 prints pages 3, 5, 6, 7 and 9.</source>
        <translation>Andika kurasa au masafa ya kurasa yaliyotenganishwa kwa koma. Masafa ni namba mbili zilizotenganishwa kwa kistari. Mfano: 3,5-7,9 huchapisha kurasa 3, 5, 6, 7 na 9.</translation>
    </message>
    <message>
        <source>Page Set:</source>
        <translation>Kurasa zipi:</translation>
    </message>
    <message>
        <source>Output Settings</source>
        <translation>Mipangilio ya kuchapisha</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>Machaguo</translation>
    </message>
    <message>
        <source>Color Mode</source>
        <translation>Rangi</translation>
    </message>
    <message>
        <source>Color</source>
        <translation>Ya rangi</translation>
    </message>
    <message>
        <source>Grayscale</source>
        <translation>Nyeusi na nyeupe</translation>
    </message>
    <message>
        <source>Double Sided Printing</source>
        <translation>Kuchapisha pande zote mbili</translation>
    </message>
    <message>
        <source>Duplex Printing</source>
        <translation>Kuchapisha pande zote mbili</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Imezimwa</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Hapana</translation>
    </message>
    <message>
        <source>Long side</source>
        <translation>Upande mrefu</translation>
    </message>
    <message>
        <source>Short side</source>
        <translation>Upande mfupi</translation>
    </message>
    <message>
        <source>Long side binding</source>
        <translation>Kufunga upande mrefu</translation>
    </message>
    <message>
        <source>Short side binding</source>
        <translation>Kufunga upande mfupi</translation>
    </message>
</context>
<context>
    <name>QPrintPropertiesWidget</name>
    <message>
        <source>Page</source>
        <translation>Ukurasa</translation>
    </message>
    <message>
        <source>Advanced</source>
        <translation>Zaidi</translation>
    </message>
    <message>
        <source>There are conflicts in some options. Please fix them.</source>
        <translation>Baadhi ya machaguo yanapingana. Yarekebishe.</translation>
    </message>
</context>
<context>
    <name>QPrintPropertiesDialog</name>
    <message>
        <source>Printer Properties</source>
        <translation>Sifa za printa</translation>
    </message>
    <message>
        <source>Job Options</source>
        <translation>Machaguo ya kazi</translation>
    </message>
    <message>
        <source>Advanced Option Conflicts</source>
        <translation>Mgongano wa machaguo</translation>
    </message>
    <message>
        <source>Page Setup Conflicts</source>
        <translation>Mgongano wa mpangilio wa ukurasa</translation>
    </message>
    <message>
        <source>There are conflicts in some advanced options. Do you want to fix them?</source>
        <translation>Baadhi ya machaguo yanapingana. Unataka kuyarekebisha?</translation>
    </message>
    <message>
        <source>There are conflicts in page setup options. Do you want to fix them?</source>
        <translation>Mipangilio ya ukurasa inapingana. Unataka kuirekebisha?</translation>
    </message>
</context>
</TS>
