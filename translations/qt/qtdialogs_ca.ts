<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ca" sourcelanguage="en">
<context>
    <name>QFileSystemModel</name>
    <message>
        <source>Type</source>
        <comment>All other platforms</comment>
        <extracomment>column header</extracomment>
        <translation>Tipus</translation>
    </message>
</context>
<context>
    <name>QAbstractFileIconProvider</name>
    <message>
        <source>Folder</source>
        <comment>All other platforms</comment>
        <extracomment>type of a folder</extracomment>
        <translation>Carpeta</translation>
    </message>
</context>
<context>
    <name>QPrintSettingsOutput</name>
    <message>
        <source>Duplex Printing</source>
        <translation>Impressió a doble cara</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Cap</translation>
    </message>
    <message>
        <source>Long side</source>
        <translation>Vora llarga</translation>
    </message>
    <message>
        <source>Short side</source>
        <translation>Vora curta</translation>
    </message>
</context>
</TS>
