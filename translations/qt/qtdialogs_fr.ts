<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr" sourcelanguage="en">
<context>
    <name>QFileSystemModel</name>
    <message>
        <source>Type</source>
        <comment>All other platforms</comment>
        <extracomment>column header</extracomment>
        <translation>Type</translation>
    </message>
</context>
<context>
    <name>QAbstractFileIconProvider</name>
    <message>
        <source>Folder</source>
        <comment>All other platforms</comment>
        <extracomment>type of a folder</extracomment>
        <translation>Dossier</translation>
    </message>
    <message>
        <source>Drive</source>
        <extracomment>type of a drive</extracomment>
        <translation>Lecteur</translation>
    </message>
</context>
<context>
    <name>QPrintDialog</name>
    <message>
        <source>There are conflicts in duplex settings. Do you want to fix them?</source>
        <translation>Les réglages d’impression recto verso sont en conflit. Veux-tu les corriger ?</translation>
    </message>
    <message>
        <source>Duplex Settings Conflicts</source>
        <translation>Conflits dans les réglages recto verso</translation>
    </message>
    <message>
        <source>Invalid Pages Definition</source>
        <translation>Choix de pages non valide</translation>
    </message>
    <message>
        <source>%1 does not follow the correct syntax. Please use &apos;,&apos; to separate ranges and pages, &apos;-&apos; to define ranges and make sure ranges do not intersect with each other.</source>
        <translation>%1 n’est pas écrit correctement. Utilise &apos;,&apos; pour séparer les plages et les pages, &apos;-&apos; pour définir une plage, et vérifie que les plages ne se chevauchent pas.</translation>
    </message>
</context>
<context>
    <name>QPrintSettingsOutput</name>
    <message>
        <source>Pages</source>
        <translation>Pages</translation>
    </message>
    <message>
        <source>Specify pages or ranges separated by commas. Ranges are specified by two numbers separated by a hyphen. E.g: 3,5-7,9 prints pages 3, 5, 6, 7 and 9.</source>
        <translation>Indique des pages ou des plages séparées par des virgules. Une plage s’écrit avec deux nombres séparés par un tiret. Par exemple : 3,5-7,9 imprime les pages 3, 5, 6, 7 et 9.</translation>
    </message>
    <message>
        <source>Double Sided Printing</source>
        <translation>Impression recto verso</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Désactivée</translation>
    </message>
    <message>
        <source>Long side binding</source>
        <translation>Reliure bord long</translation>
    </message>
    <message>
        <source>Short side binding</source>
        <translation>Reliure bord court</translation>
    </message>
</context>
<context>
    <name>QPrintPropertiesWidget</name>
    <message>
        <source>Advanced</source>
        <translation>Avancé</translation>
    </message>
    <message>
        <source>There are conflicts in some options. Please fix them.</source>
        <translation>Certaines options sont en conflit. Corrige-les.</translation>
    </message>
</context>
<context>
    <name>QPrintPropertiesDialog</name>
    <message>
        <source>Printer Properties</source>
        <translation>Propriétés de l’imprimante</translation>
    </message>
    <message>
        <source>Advanced Option Conflicts</source>
        <translation>Conflits dans les options avancées</translation>
    </message>
    <message>
        <source>Page Setup Conflicts</source>
        <translation>Conflits dans la mise en page</translation>
    </message>
    <message>
        <source>There are conflicts in some advanced options. Do you want to fix them?</source>
        <translation>Certaines options avancées sont en conflit. Veux-tu les corriger ?</translation>
    </message>
    <message>
        <source>There are conflicts in page setup options. Do you want to fix them?</source>
        <translation>Certaines options de mise en page sont en conflit. Veux-tu les corriger ?</translation>
    </message>
</context>
</TS>
