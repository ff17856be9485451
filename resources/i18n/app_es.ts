<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
<context>
    <name>LanguageMenu</name>
    <message>
        <source>&amp;Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The language changes when Zonekeeper restarts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>System ({language})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zonekeeper already speaks this language.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{language} from the next start of Zonekeeper.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restart for the language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zonekeeper will speak {language} after a restart.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restart now? Unsaved changes are offered for saving first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restart now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Later</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zonekeeper could not restart itself: start it again by hand.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
