"""Playing with friends on other computers (DESIGN.md, Play online), in pure Python with
no pygame:

- ``room_code``: the room's code, made of random bits and written for people;
- ``room_keys``: what the code gives: the room's topics (their layout) and its message key;
- ``sealing``: a message encrypted and authenticated with the room's key;
- ``signing``: the host's signature on what it tells everyone, which no guest can forge;
- ``envelopes``: the messages of the room, their kinds and fields, checked;
- ``rate_limit``: how many messages a sender may send in a while;
- ``inbox``: what arrives on a topic, checked, or refused with a reason for the log;
- ``outbox``: this Tessera's own messages, numbered and sealed;
- ``transport``: a paho-mqtt client that moves those bytes under the room's topic prefix
  and hands messages and connection changes to the window loop (a queue and its wake-up);
- ``local_broker``: the embedded amqtt broker a host runs for the same network;
- ``nearby``: games announced and found on the same network with zeroconf;
- ``pairing``: the key one guest and the host share and nobody else (X25519, HKDF);
- ``channel``: one guest's private line with the host, sealed with their pair key;
- ``guests``: the host's table of guests, their seats and tokens, and who may act for a seat;
- ``wire``: what a room talks through (publish bytes on a topic), and the transport behind it;
- ``host_room``: the host's room, the game's authority: seats, joins, moves checked and told;
- ``guest_room``: a guest's room: its seat, its record without the seed, kept in step with the host's;
- ``room_words``: what the rooms say to a player (refusals, a game stopped, a seat away).
"""
